import { CUSTOMER_LIMITS, customerRequestSchema, type Customer, type CustomerInput, type CustomerRequest } from '@chairly/shared/customers/contracts';
import { formatPhone, zPhone, type PhoneRegion } from '@chairly/shared/format/phone';
import { translateMessage } from '@chairly/shared/validation/message-token';

export type CustomerFormValues = CustomerRequest;
export type CustomerFormOutput = CustomerInput;
export const CUSTOMER_FIELDS = ['name', 'lastName', 'email', 'phone', 'notes'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export function emptyCustomerValues(): CustomerFormValues {
  return { name: '', lastName: '', email: '', phone: '', notes: '' };
}

/** The form's values; the stored phone (E.164) written as the stylist's country writes it. */
export function customerToValues(customer: Customer, country: PhoneRegion): CustomerFormValues {
  return { name: customer.name, lastName: customer.lastName, email: customer.email, phone: formatPhone(customer.phone, country), notes: customer.notes };
}

/** The shared contract with the phone read in the stylist's country into E.164, as the server does (issue #29.4). */
export function customerFormSchema(country: PhoneRegion) {
  return customerRequestSchema.extend({ phone: zPhone(country, CUSTOMER_LIMITS.phone).default('') });
}

/** A form error (a shared message token, or a server sentence) in the user's language, with the field's label. */
export function fieldMessage(message: string | undefined, language: string, label: string): string | undefined {
  if (!message) return undefined;
  return translateMessage(message, language, { _field_: label });
}
