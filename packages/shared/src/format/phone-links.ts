/**
 * What a screen needs of a stored number without libphonenumber's metadata (issue #29.4): the
 * public booking page links the stylist's phone within its bundle budget.
 */

const E164 = /^\+[1-9]\d{6,14}$/;

/** Whether `value` is in the stored E.164 form (`+491512345678`). */
export const isE164 = (value: string): boolean => E164.test(value);

/** `tel:` link of a stored number, in E.164 (`tel:+491512345678`); null for an unreadable one. */
export function telHref(stored: string): string | null {
  return isE164(stored) ? `tel:${stored}` : null;
}

/** `sms:` link of a stored number, in E.164; null for an unreadable one. */
export function smsHref(stored: string): string | null {
  return isE164(stored) ? `sms:${stored}` : null;
}

/**
 * A search typed like a phone (`0151 234`) as a LIKE pattern on stored E.164 numbers: its digits,
 * without separators or the trunk 0 (`%151234%`); null for other searches or fewer than 3 digits.
 */
export function phoneSearchPattern(search: string): string | null {
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return /^[+0-9 ()./-]+$/.test(search.trim()) && digits.length >= 3 ? `%${digits}%` : null;
}
