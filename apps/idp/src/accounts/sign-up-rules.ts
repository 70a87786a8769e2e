import { PASSWORD_MIN_LENGTH } from '@chairly/shared';
import { z } from 'zod';
import type { MessageKey } from '../i18n';

export type SignUpInput = { email: string; password: string; confirmPassword: string };
export type SignUpErrors = Partial<Record<'email' | 'password' | 'confirmPassword', MessageKey>>;

const emailSchema = z.email();

/** SPEC §5 password rule: 8+ characters with a lowercase, an uppercase, a digit and one of !@#$%&*(). */
export function passwordError(password: string): MessageKey | undefined {
  if (password.length === 0) return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  const strong = /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password) && /[!@#$%&*()]/.test(password);
  return strong ? undefined : 'passwordRule';
}

/** Field errors of the sign-up form, checked on the server; empty when the input is acceptable. */
export function validateSignUp(input: SignUpInput): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (email.length > 254 || !emailSchema.safeParse(email).success) errors.email = 'emailInvalid';
  const password = passwordError(input.password);
  if (password) errors.password = password;
  else if (input.password.length > 256) errors.password = 'passwordTooLong';
  if (input.confirmPassword !== input.password) errors.confirmPassword = 'passwordMismatch';
  return errors;
}
