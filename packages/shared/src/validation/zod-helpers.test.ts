import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateMessage } from './message-token';
import {
  refineConfirmed,
  refineTimeRange,
  zCancellationWindowHours,
  zCreditCard,
  zEmail,
  zInteger,
  zPassword,
  zPositiveNumber,
  zPrice,
  zRequired,
  zUrlOrEmpty,
  zWholeHour,
} from './zod-helpers';
import { zodFieldErrors } from './zod-errors';

/** English text of the first issue, or 'ok'. */
function firstError(schema: z.ZodType, value: unknown, locale = 'en'): string {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  return translateMessage(result.error.issues[0]?.message ?? '', locale);
}

describe('zod helpers', () => {
  it('zRequired', () => {
    expect(firstError(zRequired({ field: 'Name' }), 'Anna')).toBe('ok');
    expect(firstError(zRequired({ field: 'Name' }), '  ')).toBe('The Name field is required');
    expect(firstError(zRequired({ field: 'Name' }), undefined)).toBe('The Name field is required');
  });

  it('zEmail: required, valid, normalised', () => {
    expect(zEmail().parse(' Anna@Chairly.TEST ')).toBe('anna@chairly.test');
    expect(firstError(zEmail(), '')).toBe('The Email field is required');
    expect(firstError(zEmail(), 'anna@')).toBe('The Email field must be a valid email');
    expect(firstError(zEmail(), 'anna@', 'de')).toBe('E-Mail muss eine gültige E-Mail-Adresse sein');
  });

  it('zPassword: too short first, then complexity', () => {
    expect(firstError(zPassword(), 'Chairly-demo1!')).toBe('ok');
    expect(firstError(zPassword(), '')).toBe('The Password field is required');
    expect(firstError(zPassword(), 'Ab1!')).toBe('Password is too short: use at least 8 characters');
    expect(firstError(zPassword(), 'abcdefgh')).toBe(
      'Your Password must contain at least one uppercase letter, one lowercase letter, one digit and one special character',
    );
    expect(zPassword().safeParse('abcdefgh').error?.issues).toHaveLength(1);
  });

  it('zUrlOrEmpty', () => {
    expect(zUrlOrEmpty().parse('')).toBe('');
    expect(zUrlOrEmpty().parse(' https://instagram.com/anna ')).toBe('https://instagram.com/anna');
    expect(firstError(zUrlOrEmpty(), 'not a url')).toBe('URL is invalid');
    expect(firstError(zUrlOrEmpty(), 'ftp://example.com')).toBe('URL is invalid');
  });

  it('zPositiveNumber', () => {
    expect(firstError(zPositiveNumber(), 0)).toBe('ok');
    expect(firstError(zPositiveNumber(), 12.5)).toBe('ok');
    expect(firstError(zPositiveNumber(), -1)).toBe('Please enter a number of 0 or more');
    expect(firstError(zPositiveNumber(), 'abc')).toBe('Please enter a number of 0 or more');
    expect(firstError(zPositiveNumber({ field: 'Duration' }), undefined)).toBe('The Duration field is required');
  });

  it('zCreditCard', () => {
    expect(firstError(zCreditCard(), '371234567890123')).toBe('ok');
    expect(firstError(zCreditCard(), '4111111111111111')).toBe('This is not a valid card number');
    expect(firstError(zCreditCard(), '')).toBe('This is not a valid card number');
  });

  it('zPrice: greater than 0, two decimals', () => {
    expect(firstError(zPrice(), 19.99)).toBe('ok');
    expect(firstError(zPrice(), 0)).toBe('Price must be greater than 0');
    expect(firstError(zPrice(), -3)).toBe('Price must be greater than 0');
    expect(firstError(zPrice(), 1.234)).toBe('The Price field may have at most 2 decimal places');
    // Found by the property-based API suite: tiny amounts round to 0 cents.
    expect(firstError(zPrice(), 5e-324)).toBe('The Price field may have at most 2 decimal places');
    expect(firstError(zPrice(), 0.004)).toBe('The Price field may have at most 2 decimal places');
    expect(firstError(zPrice(), 0.01)).toBe('ok');
    expect(firstError(zPrice(), 0, 'fr')).toBe('Le prix doit être supérieur à 0');
  });

  it('zInteger with bounds', () => {
    const hours = zInteger({ field: 'Hours', min: 1, max: 48 });
    expect(firstError(hours, 48)).toBe('ok');
    expect(firstError(hours, 2.5)).toBe('The Hours field must be an integer');
    expect(firstError(hours, 49)).toBe('The Hours field must be between 1 and 48');
  });

  it('zCancellationWindowHours: 1 … 96', () => {
    expect(firstError(zCancellationWindowHours(), 1)).toBe('ok');
    expect(firstError(zCancellationWindowHours(), 96)).toBe('ok');
    for (const bad of [0, 97, 1.5, undefined]) {
      expect(firstError(zCancellationWindowHours(), bad)).toBe('Hours before the appointment must be between 1 and 96');
    }
  });

  it('zWholeHour and refineTimeRange', () => {
    const row = z.object({ startTime: zWholeHour(), endTime: zWholeHour() }).superRefine(refineTimeRange('startTime', 'endTime'));
    expect(row.safeParse({ startTime: '08:00', endTime: '18:00' }).success).toBe(true);
    const equal = row.safeParse({ startTime: '18:00', endTime: '18:00' });
    expect(equal.error?.issues[0]?.path).toEqual(['endTime']);
    expect(translateMessage(equal.error?.issues[0]?.message ?? '')).toBe("The start time must be earlier than the end time");
    expect(firstError(zWholeHour({ field: 'From' }), '08:30')).toBe('The From field must be a whole hour between 00:00 and 23:00');
  });

  it('refineConfirmed', () => {
    const form = z.object({ password: zPassword(), confirm: z.string() }).superRefine(refineConfirmed('password', 'confirm', { field: 'Password' }));
    expect(form.safeParse({ password: 'Chairly-demo1!', confirm: 'Chairly-demo1!' }).success).toBe(true);
    const mismatch = form.safeParse({ password: 'Chairly-demo1!', confirm: 'Chairly-demo2!' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm']);
    expect(translateMessage(mismatch.error?.issues[0]?.message ?? '')).toBe('The Password field confirmation does not match');
  });
});

describe('zodFieldErrors', () => {
  const schema = z.object({ name: zRequired(), customer: z.object({ email: zEmail() }), note: z.string().max(3) });

  it('maps each field path to its first message in English, using the key as field name when none is given', () => {
    const result = schema.safeParse({ name: '', customer: { email: 'x' }, note: 'long' });
    expect(result.success).toBe(false);
    const fields = zodFieldErrors(result.error as z.ZodError);
    expect(fields.name).toBe('The name field is required');
    expect(fields['customer.email']).toBe('The Email field must be a valid email');
    expect(fields.note).toMatch(/3/);
  });

  it('answers in another locale on request', () => {
    const result = schema.safeParse({ name: '', customer: { email: 'anna@chairly.test' }, note: '' });
    expect(zodFieldErrors(result.error as z.ZodError, 'pt').name).toBe('O campo name é obrigatório');
  });
});
