import { ROLES } from '@chairly/shared/constants';
import type { HostKind } from '@chairly/shared/hosts';
import { describe, expect, it } from 'vitest';
import { appRoutes, rootRoutes, stylistRoutes } from '@/config/routes';
import type { HostRouteTable, RouteMeta, RouteName } from '@/config/routes';
import { signedOutSession } from '@/lib/session';
import type { Session } from '@/lib/session';
import { decideGuard } from './decide-guard';

const originOf = (sub: string | null) => `http://${sub ? `${sub}.` : ''}chairly.localhost:3000`;
const anna: HostKind = { kind: 'stylist', subdomain: 'anna' };
const ctx = (path: string, host: HostKind = anna) => ({ host, path, originOf });
const meta = (table: HostRouteTable, name: RouteName): RouteMeta => {
  const found = table.find((r) => r.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

const stylistAnna: Session = {
  isLoggedIn: true,
  roles: [ROLES.stylist],
  subdomain: 'anna',
  isRegistered: true,
  isSubscribed: true,
  stylistId: 1,
  customerAccountId: null,
  memberRole: 'owner',
};
const customer: Session = {
  ...signedOutSession,
  isLoggedIn: true,
  roles: [ROLES.customer],
  customerAccountId: 5,
};

describe('decideGuard', () => {
  it('lets anyone open public pages', () => {
    for (const name of [
      'stylist-page',
      'appointment-review',
      'terms-conditions',
      'error-404',
    ] as const) {
      expect(decideGuard(meta(stylistRoutes, name), signedOutSession, ctx('/x'))).toEqual({
        type: 'allow',
      });
    }
    expect(
      decideGuard(meta(rootRoutes, 'landing'), signedOutSession, ctx('/', { kind: 'root' })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends a signed-out visitor of a stylist page to the login path on the app host', () => {
    expect(
      decideGuard(
        meta(stylistRoutes, 'service-list'),
        signedOutSession,
        ctx('/apps/services/list'),
      ),
    ).toEqual({
      type: 'redirect',
      to: 'http://app.chairly.localhost:3000/login',
    });
  });

  it('stores the return path and starts customer login for a signed-out visitor of a customer page', () => {
    expect(
      decideGuard(
        meta(stylistRoutes, 'bookings-list'),
        signedOutSession,
        ctx('/services/bookings?p=2'),
      ),
    ).toEqual({
      type: 'customer-login',
      returnPath: '/services/bookings?p=2',
    });
  });

  it('sends a signed-in but unregistered stylist to registration', () => {
    const fresh: Session = {
      ...stylistAnna,
      subdomain: null,
      isRegistered: false,
      isSubscribed: false,
    };
    const toRegister = { type: 'redirect', to: 'http://app.chairly.localhost:3000/register' };
    expect(decideGuard(meta(stylistRoutes, 'calendar'), fresh, ctx('/apps/calendar'))).toEqual(
      toRegister,
    );
    expect(
      decideGuard(meta(appRoutes, 'auth-login'), fresh, ctx('/login', { kind: 'app' })),
    ).toEqual({
      type: 'redirect',
      to: '/register',
    });
    expect(
      decideGuard(meta(appRoutes, 'auth-register'), fresh, ctx('/register', { kind: 'app' })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('keeps a registered stylist away from registration and a signed-out visitor goes to login first', () => {
    expect(
      decideGuard(meta(appRoutes, 'auth-register'), stylistAnna, ctx('/register', { kind: 'app' })),
    ).toEqual({
      type: 'redirect',
      to: 'http://anna.chairly.localhost:3000/apps/calendar',
    });
    expect(
      decideGuard(
        meta(appRoutes, 'auth-register'),
        signedOutSession,
        ctx('/register', { kind: 'app' }),
      ),
    ).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('sends a stylist on another subdomain to the same page on their own subdomain', () => {
    const bella: HostKind = { kind: 'stylist', subdomain: 'bella' };
    expect(
      decideGuard(
        meta(stylistRoutes, 'customer-list'),
        stylistAnna,
        ctx('/apps/customers/list', bella),
      ),
    ).toEqual({
      type: 'redirect',
      to: 'http://anna.chairly.localhost:3000/apps/customers/list',
    });
  });

  it('sends a user without the required role to the 403 page', () => {
    const to403 = { type: 'redirect', to: '/error-403' };
    expect(
      decideGuard(meta(stylistRoutes, 'service-list'), customer, ctx('/apps/services/list')),
    ).toEqual(to403);
    expect(
      decideGuard(meta(stylistRoutes, 'bookings-list'), stylistAnna, ctx('/services/bookings')),
    ).toEqual(to403);
  });

  it('sends a signed-in stylist on a login-only page to the calendar', () => {
    expect(
      decideGuard(meta(appRoutes, 'auth-login'), stylistAnna, ctx('/login', { kind: 'app' })),
    ).toEqual({
      type: 'redirect',
      to: 'http://anna.chairly.localhost:3000/apps/calendar',
    });
    expect(
      decideGuard(meta(appRoutes, 'auth-login'), signedOutSession, ctx('/login', { kind: 'app' })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends an unsubscribed stylist from subscription pages to the plans page', () => {
    const unsubscribed: Session = { ...stylistAnna, isSubscribed: false };
    const toPlans = { type: 'redirect', to: '/subscription/plans' };
    expect(
      decideGuard(meta(stylistRoutes, 'dashboard'), unsubscribed, ctx('/apps/dashboard')),
    ).toEqual(toPlans);
    expect(
      decideGuard(meta(stylistRoutes, 'calendar'), unsubscribed, ctx('/apps/calendar')),
    ).toEqual(toPlans);
    expect(
      decideGuard(
        meta(stylistRoutes, 'subscription-plans'),
        unsubscribed,
        ctx('/subscription/plans'),
      ),
    ).toEqual({
      type: 'allow',
    });
  });

  it('allows the owner and a customer onto their pages', () => {
    expect(
      decideGuard(meta(stylistRoutes, 'calendar'), stylistAnna, ctx('/apps/calendar')),
    ).toEqual({ type: 'allow' });
    expect(
      decideGuard(meta(stylistRoutes, 'bookings-list'), customer, ctx('/services/bookings')),
    ).toEqual({
      type: 'allow',
    });
    expect(decideGuard(meta(stylistRoutes, 'auth-logout'), customer, ctx('/logout'))).toEqual({
      type: 'allow',
    });
  });
});

describe('decideGuard for the members of a business (issue #34)', () => {
  const staff: Session = { ...stylistAnna, memberRole: 'staff' };
  const manager: Session = { ...stylistAnna, memberRole: 'manager' };
  const toCalendar = { type: 'redirect', to: '/apps/calendar' };

  it('sends staff from the statistics, reviews, waitlist and plans to the calendar, and lets her work there', () => {
    expect(decideGuard(meta(stylistRoutes, 'dashboard'), staff, ctx('/apps/dashboard'))).toEqual(toCalendar);
    expect(decideGuard(meta(stylistRoutes, 'waitlist'), staff, ctx('/apps/waitlist'))).toEqual(toCalendar);
    expect(decideGuard(meta(stylistRoutes, 'review-list'), staff, ctx('/apps/reviews/list'))).toEqual(toCalendar);
    expect(decideGuard(meta(stylistRoutes, 'subscription-plans'), staff, ctx('/subscription/plans'))).toEqual(toCalendar);
    for (const name of ['calendar', 'appointment-list', 'customer-list', 'service-list', 'stylist-setting'] as const)
      expect(decideGuard(meta(stylistRoutes, name), staff, ctx('/apps/x'))).toEqual({ type: 'allow' });
  });

  it('lets a manager see the dashboard and reviews, but not the plans', () => {
    expect(decideGuard(meta(stylistRoutes, 'dashboard'), manager, ctx('/apps/dashboard'))).toEqual({ type: 'allow' });
    expect(decideGuard(meta(stylistRoutes, 'review-list'), manager, ctx('/apps/reviews/list'))).toEqual({ type: 'allow' });
    expect(decideGuard(meta(stylistRoutes, 'waitlist'), manager, ctx('/apps/waitlist'))).toEqual({ type: 'allow' });
    expect(decideGuard(meta(stylistRoutes, 'subscription-return'), manager, ctx('/subscription/return/success'))).toEqual(toCalendar);
  });

  it('sends only the owner to the plans when the subscription is not active; the others keep working', () => {
    const unsubscribed = (session: Session): Session => ({ ...session, isSubscribed: false });
    expect(decideGuard(meta(stylistRoutes, 'calendar'), unsubscribed(stylistAnna), ctx('/apps/calendar'))).toEqual({
      type: 'redirect',
      to: '/subscription/plans',
    });
    expect(decideGuard(meta(stylistRoutes, 'calendar'), unsubscribed(staff), ctx('/apps/calendar'))).toEqual({ type: 'allow' });
    expect(decideGuard(meta(stylistRoutes, 'dashboard'), unsubscribed(manager), ctx('/apps/dashboard'))).toEqual({ type: 'allow' });
  });

  it('opens the invitation page on the app host to anyone, signed in or not', () => {
    const app: HostKind = { kind: 'app' };
    expect(decideGuard(meta(appRoutes, 'member-invitation'), signedOutSession, ctx('/invitation/abc', app))).toEqual({ type: 'allow' });
    expect(decideGuard(meta(appRoutes, 'member-invitation'), stylistAnna, ctx('/invitation/abc', app))).toEqual({ type: 'allow' });
  });
});
