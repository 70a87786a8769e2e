import { CANCELLATION_WINDOW_HOURS, CREDIT_CARD_DIGITS, PASSWORD_MIN_LENGTH } from '../constants';

/**
 * The spec's validation rules (docs/product.md §5) as pure functions, with vee-validate 3 semantics:
 * every rule except `required` lets an empty value pass, so optional fields stay optional.
 */
export type RuleValue = unknown;

export function isEmpty(value: RuleValue): boolean {
  if (value === null || value === undefined || value === '') return true;
  return Array.isArray(value) && value.length === 0;
}

/** Not empty, not only whitespace, not `false` (an unticked checkbox). */
export function required(value: RuleValue): boolean {
  if (isEmpty(value) || value === false) return false;
  return String(value).trim().length > 0;
}

const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function email(value: RuleValue): boolean {
  return isEmpty(value) || EMAIL.test(String(value).trim());
}

function lengthOf(value: RuleValue): number {
  return Array.isArray(value) ? value.length : String(value).length;
}

/** At least `length` characters (or items). */
export function min(value: RuleValue, length: number): boolean {
  return isEmpty(value) || lengthOf(value) >= length;
}

/** Exactly `length` characters (or items). */
export function length(value: RuleValue, length: number): boolean {
  return isEmpty(value) || lengthOf(value) === length;
}

/** Equal to the value of the field it confirms (e.g. a repeated password). */
export function confirmed(value: RuleValue, target: RuleValue): boolean {
  return isEmpty(value) || value === target;
}

export function regex(value: RuleValue, pattern: RegExp | string): boolean {
  if (isEmpty(value)) return true;
  const re = typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return re.test(String(value));
}

function toNumber(value: RuleValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Numeric value between `min` and `max`, both inclusive. */
export function between(value: RuleValue, minValue: number, maxValue: number): boolean {
  if (isEmpty(value)) return true;
  const n = toNumber(value);
  return !Number.isNaN(n) && n >= minValue && n <= maxValue;
}

/** Letters of any language (vee-validate checks every locale's alphabet). */
export function alpha(value: RuleValue): boolean {
  return isEmpty(value) || /^[\p{L}\p{M}]+$/u.test(String(value));
}

/** Letters and digits. */
export function alphaNum(value: RuleValue): boolean {
  return isEmpty(value) || /^[\p{L}\p{M}0-9]+$/u.test(String(value));
}

/** Letters, digits, dashes and underscores. */
export function alphaDash(value: RuleValue): boolean {
  return isEmpty(value) || /^[\p{L}\p{M}0-9_-]+$/u.test(String(value));
}

export function integer(value: RuleValue): boolean {
  return isEmpty(value) || /^-?[0-9]+$/.test(String(value));
}

/** Only digits, exactly `length` of them. */
export function digits(value: RuleValue, length: number): boolean {
  if (isEmpty(value)) return true;
  const text = String(value);
  return /^[0-9]*$/.test(text) && text.length === length;
}

/** Zero or more: the spec's "positive number" lets 0 through (a service duration of 0 is sent as 45). */
export function positive(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  const n = toNumber(value);
  return !Number.isNaN(n) && n >= 0;
}

const CREDIT_CARD = new RegExp(`^3[47][0-9]{${CREDIT_CARD_DIGITS - 2}}$`);

/** 15 digits starting with 34 or 37. */
export function creditCard(value: RuleValue): boolean {
  return isEmpty(value) || CREDIT_CARD.test(String(value));
}

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%&*()';

/** One lowercase, one uppercase, one digit, one of !@#$%&*() and at least 8 characters. */
export function password(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  const text = String(value);
  return (
    text.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(text) &&
    /[A-Z]/.test(text) &&
    /[0-9]/.test(text) &&
    /[!@#$%&*()]/.test(text)
  );
}

/** Empty, or a web address: optional http:// or https://, a host with a dot and a top-level domain. */
export function url(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  const text = String(value).trim();
  if (/\s/.test(text)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return false;
  try {
    const parsed = new URL(hasScheme ? text : `https://${text}`);
    return /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(parsed.hostname) && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** A price: more than 0, at most two decimals. */
export function price(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  const n = toNumber(value);
  return !Number.isNaN(n) && n > 0 && /^\d+(\.\d{1,2})?$/.test(String(value));
}

/** Whole hours 00:00 … 23:00 (open hours). */
export function wholeHour(value: RuleValue): boolean {
  return isEmpty(value) || /^([01][0-9]|2[0-3]):00$/.test(String(value));
}

/** Quarter hours 00:00 … 23:45 (special days). */
export function quarterHour(value: RuleValue): boolean {
  return isEmpty(value) || /^([01][0-9]|2[0-3]):(00|15|30|45)$/.test(String(value));
}

/** A real calendar date written yyyy-MM-dd. */
export function calendarDate(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
}

/** Both "HH:MM": from strictly earlier than to. */
export function timeBefore(from: string, to: string): boolean {
  return from < to;
}

/** Cancellation window: a whole number of hours between 1 and 96. */
export function cancellationWindowHours(value: RuleValue): boolean {
  if (isEmpty(value)) return true;
  return integer(value) && between(value, CANCELLATION_WINDOW_HOURS.min, CANCELLATION_WINDOW_HOURS.max);
}
