import { bookingContactSchema } from '@chairly/shared/booking/contracts';
import type { BookingContact } from '@chairly/shared/booking/contracts';
import { CUSTOMER_LIMITS } from '@chairly/shared/customers/contracts';
import { zPhone, type PhoneRegion } from '@chairly/shared/format/phone';

export type ContactField = 'name' | 'lastName' | 'email' | 'phone';
export type ContactErrors = Partial<Record<ContactField, 'required' | 'invalid'>>;

/**
 * The shared contact rules (docs/product.md §5, packages/shared booking contracts), as i18n keys per
 * field; the phone read in the stylist's country into E.164, as the server reads it (issue #29.4).
 */
export function checkContact(values: Record<ContactField, string>, region: PhoneRegion): {
  contact: BookingContact | null;
  errors: ContactErrors;
} {
  const schema = bookingContactSchema.extend({ phone: zPhone(region, CUSTOMER_LIMITS.phone).default('') });
  const parsed = schema.safeParse(values);
  if (parsed.success) return { contact: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (errors[field]) continue;
    errors[field] = values[field]?.trim() === '' ? 'required' : 'invalid';
  }
  return { contact: null, errors };
}
