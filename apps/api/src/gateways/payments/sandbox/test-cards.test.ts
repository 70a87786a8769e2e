import { describe, expect, it } from 'vitest';
import { checkTestCard, luhnValid } from './test-cards';

const now = new Date('2026-06-15T00:00:00Z');

describe('sandbox test cards', () => {
  it('knows the three behaviours of the documented numbers', () => {
    expect(checkTestCard('4242 4242 4242 4242', 12, 2030, now)).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
    });
    expect(checkTestCard('4000-0000-0000-0002', 1, 31, now)).toMatchObject({
      ok: true,
      card: { last4: '0002', behaviour: 'decline' },
    });
    expect(checkTestCard('4000002500003155', 6, 2026, now)).toMatchObject({
      ok: true,
      card: { behaviour: 'authenticate' },
    });
  });

  it('refuses invalid numbers, real-looking numbers and expired cards', () => {
    expect(checkTestCard('4242 4242 4242 4241', 12, 2030, now)).toMatchObject({
      ok: false,
      field: 'number',
    });
    expect(checkTestCard('4111 1111 1111 1111', 12, 2030, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/test card/),
    });
    expect(checkTestCard('4242424242424242', 5, 2026, now)).toMatchObject({
      ok: false,
      field: 'expiry',
    });
  });

  it('implements the Luhn checksum', () => {
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('378282246310006')).toBe(false);
  });
});
