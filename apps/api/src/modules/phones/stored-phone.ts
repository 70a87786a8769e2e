import { AppError, phoneMessage, toStoredPhone, translateMessage } from '@chairly/shared';

/**
 * What is stored for a phone field (issue #29.4): '' when empty, else its E.164 form read in
 * `region`. A number valid for no region is a 422 on `path` in the one error shape, with the
 * spec's message (in English, as every API message; the web shows its own translation).
 */
export function storedPhone(input: string, region: string | null, path: string, label = 'Phone'): string {
  const stored = toStoredPhone(input, region);
  if (stored.ok) return stored.value;
  throw new AppError('VALIDATION', 'The request is invalid', { [path]: translateMessage(phoneMessage(label)) });
}
