import { customerRequestSchema } from '@chairly/shared/customers/contracts';
import { describe, expect, it } from 'vitest';
import { emptyCustomerValues, fieldMessage } from './customer-form';

function messageOf(values: Record<string, unknown>, field: string, language = 'en', label = field) {
  const result = customerRequestSchema.safeParse(values);
  if (result.success) return undefined;
  return fieldMessage(result.error.issues.find((i) => i.path[0] === field)?.message, language, label);
}

describe('customer form validation (shared contract)', () => {
  it('needs only a name; trims and lower-cases the e-mail', () => {
    expect(customerRequestSchema.parse({ ...emptyCustomerValues(), name: ' Ana ', email: ' Ana@Example.COM ' })).toEqual({
      name: 'Ana',
      lastName: '',
      email: 'ana@example.com',
      phone: '',
      notes: '',
    });
  });

  it('reports an empty name and an invalid e-mail in the user language', () => {
    expect(messageOf(emptyCustomerValues(), 'name', 'en', 'First name')).toBe('The First name field is required');
    expect(messageOf({ ...emptyCustomerValues(), name: 'Ana', email: 'nope' }, 'email', 'en', 'Email')).toBe('The Email field must be a valid email');
    expect(messageOf(emptyCustomerValues(), 'name', 'de', 'Vorname')).toBe('Vorname ist ein Pflichtfeld');
  });
});
