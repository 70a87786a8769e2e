// `min` metadata on purpose (decision D35): it checks a number's country code, leading digits and
// length, not each carrier's exact ranges. `max` (about twice the size in every bundle that reads a
// phone, the public booking page included) refuses real numbers whose range it does not know yet,
// among them the common German mobile form `0151 2345678`; a stylist cannot take such a customer's
// number at all, while a mistyped digit that `max` would catch reaches nobody either way. Server and
// browser use the same metadata, so they always agree on what is valid.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_CHARACTERS, phoneMessage, zPhoneText } from '../validation/phone-text';
import { isE164 } from './phone-links';

export { isE164, phoneSearchPattern, smsHref, telHref } from './phone-links';

/** ISO 3166-1 alpha-2 code the national forms are read in, or none (only `+…` / `00…` then). */
export type PhoneRegion = string | null | undefined;

/** Her country, else her holiday country (rows older than migration 0022), else none. */
export function phoneRegion(country: string | null | undefined, holidayCountry?: string | null): string | null {
  for (const code of [country, holidayCountry]) {
    const country = asCountry(code);
    if (country) return country;
  }
  return null;
}

/** The region as libphonenumber knows it; an unknown code (or a territory without numbers) is none. */
function asCountry(region: PhoneRegion): CountryCode | undefined {
  const upper = region?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(upper) && isSupportedCountry(upper) ? upper : undefined;
}

/**
 * The E.164 form of a number as typed, read in `region` when it is written nationally
 * (`0151 2345678` with DE → `+491512345678`); null when it is not a valid number. Without a region
 * only numbers written internationally (`+49 …`, `0049 …`) can be read.
 */
export function parsePhone(input: string, region?: PhoneRegion): string | null {
  const typed = input.trim();
  if (!typed || !PHONE_CHARACTERS.test(typed)) return null;
  const country = asCountry(region);
  // `00` is the international prefix in most of the world; with a region libphonenumber applies
  // that region's own prefix (011 in the US), without one `00` is the only reading there is.
  const written = country ? typed : typed.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(written, country ? { defaultCountry: country } : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

export type StoredPhone = { ok: true; value: string } | { ok: false };

/**
 * What is stored for an optional phone field: '' for an empty one, else its E.164 form; a number
 * that cannot be read is not stored (the caller answers with PHONE_MESSAGE).
 */
export function toStoredPhone(input: string, region?: PhoneRegion): StoredPhone {
  if (input.trim() === '') return { ok: true, value: '' };
  const e164 = parsePhone(input, region);
  return e164 ? { ok: true, value: e164 } : { ok: false };
}

/**
 * A phone field read in `region` into what is stored ('' or E.164), refused with the spec's message
 * otherwise: the server's rule, for the forms that take a number (same metadata, same answer).
 */
export function zPhone(region: PhoneRegion, max: number, field = 'Phone') {
  return zPhoneText(max, field).transform((value, ctx): string => {
    const stored = toStoredPhone(value, region);
    if (stored.ok) return stored.value;
    // Characters that are no phone's were already refused by zPhoneText: one message is enough.
    if (!PHONE_CHARACTERS.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: phoneMessage(field) });
    return value;
  });
}

/**
 * A stored number as a reader sees it: national form for numbers of the stylist's own country
 * (`0151 2345678` for a German stylist), international otherwise (`+351 912 345 678`). A value
 * that is not a number (an old row that could not be migrated) is shown as it is.
 */
export function formatPhone(stored: string, stylistCountry?: PhoneRegion): string {
  const parsed = isE164(stored) ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed) return stored;
  const national = parsed.country !== undefined && parsed.country === asCountry(stylistCountry) ? parsed.formatNational() : null;
  // A number the metadata has no national pattern for comes back bare, without its trunk prefix
  // (`1512345678`), which cannot be dialled as shown: the international form can.
  return national !== null && national !== parsed.nationalNumber ? national : parsed.formatInternational();
}
