import { SANDBOX_TEST_CARDS } from '@chairly/shared/payments/test-cards';
import { describe, expect, it } from 'vitest';
import {
  checkCardForm,
  formatCardNumber,
  isExpired,
  parseExpiry,
  passesLuhn,
  sandboxOutcome,
} from './card-checks';

describe('passesLuhn', () => {
  it('accepts the test cards and refuses a changed digit', () => {
    expect(passesLuhn(SANDBOX_TEST_CARDS.succeeds)).toBe(true);
    expect(passesLuhn(SANDBOX_TEST_CARDS.declined)).toBe(true);
    expect(passesLuhn('3782 822463 10005')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
  });

  it('refuses letters, too few and too many digits', () => {
    expect(passesLuhn('4242 4242 4242 424a')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date(2026, 4, 20);
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2030')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
  });

  it('counts the whole expiry month as valid', () => {
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
  });

  it('names each problem of the form', () => {
    expect(checkCardForm({ number: '', expiry: '01/20', cvc: '12', name: ' ' }, now)).toEqual({
      number: 'required',
      expiry: 'expired',
      cvc: 'invalid',
      name: 'required',
    });
    expect(
      checkCardForm(
        { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Carla' },
        now,
      ),
    ).toEqual({});
  });
});

describe('card helpers', () => {
  it('groups digits as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
  });

  it('knows what the sandbox test cards do', () => {
    expect(sandboxOutcome(SANDBOX_TEST_CARDS.succeeds)).toBe('succeeds');
    expect(sandboxOutcome(SANDBOX_TEST_CARDS.declined)).toBe('declined');
    expect(sandboxOutcome(SANDBOX_TEST_CARDS.requiresAuthentication)).toBe(
      'requires-authentication',
    );
  });
});
