import { z } from 'zod';
import { messageToken, type MessageToken } from './message-token';

/**
 * A phone field before it is read as a number (issue #29.4). This file needs no phone metadata, so
 * a contract that merely has a phone field does not put libphonenumber into every bundle that
 * imports it; reading the number in the stylist's region is `format/phone.ts` (server services and
 * the forms that take a number).
 */

/** What a phone input may contain at all: digits, spaces and + ( ) . / - (no letters, no extension text). */
export const PHONE_CHARACTERS = /^[+0-9 ()./-]*$/;

/** The spec's message for a number that is not valid for any region: the `regex` rule of the field. */
export const phoneMessage = (field = 'Phone'): MessageToken => messageToken('regex', { _field_: field });

/** An optional phone as a request carries it: trimmed, at most `max` characters, of phone characters. */
export function zPhoneText(max: number, field = 'Phone') {
  return z
    .string({ error: messageToken('invalid', { _field_: field }) })
    .trim()
    .max(max, messageToken('between', { _field_: field, min: 0, max }))
    .refine((value) => PHONE_CHARACTERS.test(value), phoneMessage(field));
}
