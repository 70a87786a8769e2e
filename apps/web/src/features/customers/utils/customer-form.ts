import type { Customer, CustomerInput, CustomerRequest } from '@chairly/shared/customers/contracts';
import { translateMessage } from '@chairly/shared/validation/message-token';

export type CustomerFormValues = CustomerRequest;
export type CustomerFormOutput = CustomerInput;
export const CUSTOMER_FIELDS = ['name', 'lastName', 'email', 'phone', 'notes'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export function emptyCustomerValues(): CustomerFormValues {
  return { name: '', lastName: '', email: '', phone: '', notes: '' };
}

export function customerToValues(customer: Customer): CustomerFormValues {
  return { name: customer.name, lastName: customer.lastName, email: customer.email, phone: customer.phone, notes: customer.notes };
}

/** A form error (a shared message token, or a server sentence) in the user's language, with the field's label. */
export function fieldMessage(message: string | undefined, language: string, label: string): string | undefined {
  if (!message) return undefined;
  return translateMessage(message, language, { _field_: label });
}
