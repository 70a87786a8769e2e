/** Client-side checks of the card form before anything is sent (the gateway checks again). */

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Luhn checksum of a card number (spaces allowed), 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (
    digits.length < 12 ||
    digits.length > 19 ||
    digits.length !== number.replace(/[\s-]/g, '').length
  )
    return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four as typed (American Express 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type Expiry = { month: number; year: number };

/** `MM/YY` (or `MM/YYYY`) → month and four-digit year; null when malformed. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] as string;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired({ month, year }: Expiry, now: Date = new Date()): boolean {
  const nowMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < nowMonth;
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim());

export type CardFormErrors = Partial<
  Record<'number' | 'expiry' | 'cvc' | 'name', 'required' | 'invalid' | 'expired'>
>;

export function checkCardForm(
  form: { number: string; expiry: string; cvc: string; name: string },
  now: Date = new Date(),
): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!form.number.trim()) errors.number = 'required';
  else if (!passesLuhn(form.number)) errors.number = 'invalid';
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'invalid';
  else if (isExpired(expiry, now)) errors.expiry = 'expired';
  if (!form.cvc.trim()) errors.cvc = 'required';
  else if (!isValidCvc(form.cvc)) errors.cvc = 'invalid';
  if (!form.name.trim()) errors.name = 'required';
  return errors;
}

/**
 * What the sandbox's test cards do (docs/payments.md), as Stripe's do when a card is saved: a
 * declining card is refused, one that needs authentication is saved with a warning.
 */
export type SandboxOutcome = 'succeeds' | 'declined' | 'requires-authentication';
const SANDBOX_BEHAVIOUR: Record<string, SandboxOutcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'declined',
  '4000002500003155': 'requires-authentication',
  '4000002760003184': 'requires-authentication',
};

export const sandboxOutcome = (number: string): SandboxOutcome =>
  SANDBOX_BEHAVIOUR[digitsOnly(number)] ?? 'succeeds';
