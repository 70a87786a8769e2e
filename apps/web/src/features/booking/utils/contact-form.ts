import { bookingContactSchema } from '@chairly/shared/booking/contracts';
import type { BookingContact } from '@chairly/shared/booking/contracts';

export type ContactField = 'name' | 'lastName' | 'email' | 'phone';
export type ContactErrors = Partial<Record<ContactField, 'required' | 'invalid'>>;

/** The shared contact rules (docs/product.md §5, packages/shared booking contracts), as i18n keys per field. */
export function checkContact(values: Record<ContactField, string>): {
  contact: BookingContact | null;
  errors: ContactErrors;
} {
  const parsed = bookingContactSchema.safeParse(values);
  if (parsed.success) return { contact: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (errors[field]) continue;
    errors[field] = values[field]?.trim() === '' ? 'required' : 'invalid';
  }
  return { contact: null, errors };
}
