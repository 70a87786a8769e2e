import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import type { MessageKey } from './catalogs';
import type { MessageParams } from './format-message';
import { messageToken } from './message-token';
import * as rules from './rules';
import type { FieldOptions } from './zod-rules';

/** zod schemas for the spec's fields; every message is a token (see message-token.ts). */
function fieldParams(options: FieldOptions, fallback?: string): MessageParams {
  const field = options.field ?? fallback;
  return field ? { _field_: field } : {};
}

/** A number whose missing value says "required" and whose wrong type says `key`. */
function number(key: MessageKey, options: FieldOptions) {
  const params = fieldParams(options);
  return z.number({
    error: (issue) =>
      messageToken(
        issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : key,
        params,
      ),
  });
}

export function zRequired(options: FieldOptions = {}) {
  const token = messageToken('required', fieldParams(options));
  return z.string({ error: token }).trim().min(1, token);
}

/** Required, valid e-mail; trimmed and lower-cased. Field name defaults to Email. */
export function zEmail(options: FieldOptions = {}) {
  const params = fieldParams(options, 'Email');
  return z
    .string({ error: messageToken('required', params) })
    .trim()
    .min(1, messageToken('required', params))
    .refine(rules.email, messageToken('email', params))
    .transform((value) => value.toLowerCase());
}

/** Required; at least 8 characters ('… too short …'), then the complexity rule. Field name defaults to Password. */
export function zPassword(options: FieldOptions = {}) {
  const params = fieldParams(options, 'Password');
  return z.string({ error: messageToken('required', params) }).superRefine((value, ctx) => {
    const fail = (key: MessageKey) =>
      ctx.addIssue({ code: 'custom', message: messageToken(key, params) });
    if (!rules.required(value)) return fail('required');
    if (value.length < PASSWORD_MIN_LENGTH) return fail('password_min');
    if (!rules.password(value)) return fail('password');
  });
}

/** Empty, or a web address (http/https): 'URL is invalid'. Trimmed. */
export function zUrlOrEmpty() {
  const token = messageToken('url');
  return z.string({ error: token }).trim().refine(rules.url, token);
}

/** A number ≥ 0: 'Please enter a number of 0 or more'. */
export function zPositiveNumber(options: FieldOptions = {}) {
  return number('positive', options).refine(rules.positive, messageToken('positive'));
}

/** 15 digits starting with 34 or 37: 'This is not a valid card number'. */
export function zCreditCard() {
  const token = messageToken('credit_card');
  return z
    .string({ error: token })
    .trim()
    .refine((v) => v !== '' && rules.creditCard(v), token);
}

/** Price: greater than 0 ('Price must be greater than 0'), at most `decimals` decimals (default two). */
export function zPrice(options: FieldOptions & { decimals?: number } = {}) {
  const params = fieldParams(options, 'Price');
  const decimals = options.decimals ?? 2;
  const scale = 10 ** decimals;
  return (
    number('price', options)
      .refine((n) => n > 0, messageToken('price'))
      // In whole minor units: a positive amount under half of one (5e-324, 0.004) rounds to 0, so it
      // has more decimals than allowed too (it used to pass and fail the database's check: a 500).
      .refine(
        (n) =>
          n <= 0 || (Math.round(n * scale) >= 1 && Math.abs(n * scale - Math.round(n * scale)) < 1e-6),
        messageToken('decimal', { ...params, decimals }),
      )
  );
}

/** A whole number, optionally within [min, max] (both inclusive). */
export function zInteger(options: FieldOptions & { min?: number; max?: number } = {}) {
  const params = fieldParams(options);
  const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY } = options;
  return number('integer', options)
    .refine(Number.isInteger, messageToken('integer', params))
    .refine((n) => n >= min && n <= max, messageToken('between', { ...params, min, max }));
}

/** Cancellation window in hours, a whole number 1 … 96: the spec's no-show message. */
export function zCancellationWindowHours() {
  const token = messageToken('cancellation_window');
  return z.number({ error: token }).refine((n) => rules.cancellationWindowHours(n), token);
}

/** 'HH:00', 00:00 … 23:00. */
export function zWholeHour(options: FieldOptions = {}) {
  const params = fieldParams(options);
  return z
    .string({ error: messageToken('required', params) })
    .refine((v) => v !== '' && rules.wholeHour(v), messageToken('whole_hour', params));
}

/** 'HH:mm' on the quarter hour, 00:00 … 23:45. */
export function zQuarterHour(options: FieldOptions = {}) {
  const params = fieldParams(options);
  return z
    .string({ error: messageToken('required', params) })
    .refine((v) => v !== '' && rules.quarterHour(v), messageToken('quarter_hour', params));
}

/** A real calendar date, yyyy-MM-dd. */
export function zCalendarDate(options: FieldOptions = {}) {
  const params = fieldParams(options, 'Date');
  return z
    .string({ error: messageToken('required', params) })
    .refine((v) => v !== '' && rules.calendarDate(v), messageToken('calendar_date', params));
}

/** Adds "The start time must be earlier than the end time" on `to` when from ≥ to. */
export function refineTimeRange<F extends string, T extends string>(from: F, to: T) {
  return (value: Record<F | T, string>, ctx: z.RefinementCtx) => {
    if (!rules.timeBefore(value[from], value[to]))
      ctx.addIssue({ code: 'custom', path: [to], message: messageToken('time_range') });
  };
}

/** Adds the 'confirmation does not match' message on `confirmation` when it differs from `target`. */
export function refineConfirmed<F extends string, C extends string>(
  target: F,
  confirmation: C,
  options: FieldOptions = {},
) {
  return (value: Record<F | C, unknown>, ctx: z.RefinementCtx) => {
    if (!rules.confirmed(value[confirmation], value[target]))
      ctx.addIssue({
        code: 'custom',
        path: [confirmation],
        message: messageToken('confirmed', fieldParams(options, target)),
      });
  };
}
