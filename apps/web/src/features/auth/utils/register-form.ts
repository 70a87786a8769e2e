import { countrySchema, registerStylistRequestSchema } from '@chairly/shared/stylists/contracts';
import type { RegisterStylistRequest } from '@chairly/shared/stylists/contracts';
import { subdomainProblem } from '@chairly/shared/stylists/subdomain';
import type { z } from 'zod';

/**
 * The form is the server contract (one schema for request, API and form), except that the form
 * asks for her country (issue #29), which the API leaves optional for older callers.
 */
export const registerFormSchema = registerStylistRequestSchema.extend({ country: countrySchema });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = RegisterStylistRequest;
export type RegisterField = keyof RegisterFormValues;

export const registerDefaults: Partial<RegisterFormInput> = {
  businessName: '',
  subdomain: '',
  name: '',
  lastname: '',
};

/** Normalised as the server will store it (trimmed, lowercase). */
export const normaliseSubdomain = (value: string) => value.trim().toLowerCase();

export type SubdomainStatus = 'available' | 'invalid' | 'reserved' | 'taken';

/** The client-side verdict, before (or instead of) asking the server. */
export const localSubdomainStatus = (value: string): SubdomainStatus | null =>
  subdomainProblem(normaliseSubdomain(value));

/** The browser's IANA zone, to preselect the time zone. */
export function browserTimeZone(): string | null {
  try {
    // eslint-disable-next-line no-restricted-syntax -- reads the browser's zone; writes nothing for a reader
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Zone names read like "(UTC+01:00) Europe/Berlin": match the IANA id at the end. */
export function findZoneId(zones: readonly { id: number; name: string }[], iana: string | null) {
  if (!iana) return null;
  const match = zones.find((zone) => zone.name === iana || zone.name.endsWith(` ${iana}`));
  return match?.id ?? null;
}
