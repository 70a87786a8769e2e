import { formatMessage, PASSWORD_MIN_LENGTH, rules, type Locale } from '@chairly/shared';

export type SignUpInput = { email: string; password: string; confirmPassword: string };
export type SignUpField = 'email' | 'password' | 'confirmPassword';
/** Localised messages per field; empty when the input is acceptable. */
export type SignUpErrors = Partial<Record<SignUpField, string>>;

const MAX_PASSWORD_LENGTH = 256;

/**
 * The sign-up form, checked on the server with the app's shared rules and messages (docs/product.md §5):
 * required, email, the password rule (8+ characters, a lowercase, an uppercase, a digit and one
 * of !@#$%&*()) with its too-short message first, and the confirmation.
 */
export function validateSignUp(
  input: SignUpInput,
  locale: Locale,
  tooLongMessage: string,
): SignUpErrors {
  const message = (key: Parameters<typeof formatMessage>[0], field: 'email' | 'password') =>
    formatMessage(key, locale, { _field_: field });
  const errors: SignUpErrors = {};
  const email = input.email.trim();
  if (!rules.required(email)) errors.email = message('required', 'email');
  else if (email.length > 254 || !rules.email(email)) errors.email = message('email', 'email');

  if (!rules.required(input.password)) errors.password = message('required', 'password');
  else if (!rules.min(input.password, PASSWORD_MIN_LENGTH))
    errors.password = message('password_min', 'password');
  else if (!rules.password(input.password)) errors.password = message('password', 'password');
  else if (input.password.length > MAX_PASSWORD_LENGTH) errors.password = tooLongMessage;

  if (!rules.required(input.confirmPassword) || input.confirmPassword !== input.password) {
    errors.confirmPassword = message('confirmed', 'password');
  }
  return errors;
}
