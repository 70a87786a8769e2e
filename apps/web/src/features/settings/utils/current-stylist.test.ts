import { describe, expect, it } from 'vitest';
import { stylistIdFromToken } from './current-stylist';
import { tabFromQuery } from './tabs';

const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('stylistIdFromToken', () => {
  it('reads stylistId from the API token claims', () => {
    expect(
      stylistIdFromToken(token({ stylistId: 42, subdomain: 'anna', roles: ['ROLE_STYLIST'] })),
    ).toBe(42);
  });
  it('null without a token, with a malformed one, or for a customer', () => {
    expect(stylistIdFromToken(null)).toBeNull();
    expect(stylistIdFromToken('garbage')).toBeNull();
    expect(stylistIdFromToken('a.%%%.b')).toBeNull();
    expect(stylistIdFromToken(token({ stylistId: null, roles: ['ROLE_CUSTOMER'] }))).toBeNull();
  });
});

describe('tabFromQuery', () => {
  it('opens payment and policy directly; anything else is the account tab', () => {
    expect(tabFromQuery('payment')).toBe('payment');
    expect(tabFromQuery('policy')).toBe('policy');
    expect(tabFromQuery(null)).toBe('account');
    expect(tabFromQuery('nonsense')).toBe('account');
  });
});
