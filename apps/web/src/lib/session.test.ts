import { ROLES } from '@chairly/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthCookies, configureCookies, storeFlag, storeTokens } from './cookies';
import {
  configureCustomerLogin,
  customerLoginUrl,
  reloadSession,
  sessionFromCookies,
  signedOutSession,
} from './session';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

configureCookies({ baseDomain: null, secure: false });
// The server's hint beside its refresh cookie: without it a stored token is no session (cookies.ts).
beforeEach(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterEach(() => clearAuthCookies());

describe('session from cookies', () => {
  it('reads a stylist session from the API token and the flags', () => {
    const claims = {
      sub: 'a',
      roles: [ROLES.stylist],
      stylistId: 7,
      subdomain: 'anna',
      exp: inAnHour(),
    };
    storeTokens({ userToken: token(claims) });
    storeFlag('isRegistered', true);
    storeFlag('isSubscribed', false);
    expect(reloadSession()).toEqual({
      isLoggedIn: true,
      roles: [ROLES.stylist],
      subdomain: 'anna',
      isRegistered: true,
      isSubscribed: false,
      stylistId: 7,
      customerAccountId: null,
      memberRole: 'owner',
    });
  });

  it('reads a member role from the token; a stylist token without one is the owner', () => {
    storeTokens({ userToken: token({ sub: 'd', roles: [ROLES.stylist], stylistId: 7, subdomain: 'anna', memberId: 9, memberRole: 'staff', exp: inAnHour() }) });
    expect(sessionFromCookies().memberRole).toBe('staff');
    storeTokens({ userToken: token({ sub: 'a', roles: [ROLES.stylist], stylistId: 7, subdomain: 'anna', memberRole: 'emperor', exp: inAnHour() }) });
    expect(sessionFromCookies().memberRole).toBe('owner');
    storeTokens({ userToken: token({ sub: 'c', roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: 3, exp: inAnHour() }) });
    expect(sessionFromCookies().memberRole).toBeNull();
  });

  it('reads a customer session with its account id and no stylist flags', () => {
    const claims = {
      sub: 'c',
      roles: [ROLES.customer],
      stylistId: null,
      subdomain: null,
      customerAccountId: 3,
      exp: inAnHour(),
    };
    storeTokens({ userToken: token(claims) });
    storeFlag('isSubscribed', true);
    expect(sessionFromCookies()).toMatchObject({
      isLoggedIn: true,
      customerAccountId: 3,
      isSubscribed: false,
      isRegistered: false,
    });
  });

  it('treats an expired, unreadable or missing token as signed out', () => {
    expect(sessionFromCookies()).toEqual(signedOutSession);
    storeTokens({ userToken: 'not-a-jwt' });
    expect(sessionFromCookies()).toEqual(signedOutSession);
    const expired = { sub: 'a', roles: [ROLES.stylist], stylistId: 7, subdomain: 'anna', exp: 1 };
    storeTokens({ userToken: token(expired) });
    expect(sessionFromCookies()).toEqual(signedOutSession);
  });

  it('builds the customer login URL on the app host with an absolute return URL', () => {
    configureCustomerLogin({ appOrigin: 'http://app.chairly.localhost:3000' });
    expect(customerLoginUrl('/services/bookings?p=2', 'http://anna.chairly.localhost:3000')).toBe(
      'http://app.chairly.localhost:3000/login-customer?returnTo=' +
        encodeURIComponent('http://anna.chairly.localhost:3000/services/bookings?p=2'),
    );
  });
});
