import { customerRequestSchema } from '@chairly/shared/customers/contracts';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@chairly/shared/customers/contracts';
import { customerFormSchema, customerToValues, emptyCustomerValues, fieldMessage } from './customer-form';

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

describe('customer form phone (issue #29.4)', () => {
  const stored = (phone: string): Customer => ({ '@id': '/api/customers/1', id: 1, name: 'Ana', lastName: '', email: '', phone, notes: '', deleted: false, language: 'en' });

  it("shows a stored number nationally in the stylist's country, internationally otherwise", () => {
    expect(customerToValues(stored('+49301234567'), 'DE').phone).toBe('030 1234567');
    expect(customerToValues(stored('+49301234567'), 'PT').phone).toBe('+49 30 1234567');
    expect(customerToValues(stored(''), 'DE').phone).toBe('');
  });

  it('reads what she types in her country into E.164, as the server stores it', () => {
    const schema = customerFormSchema('DE');
    expect(schema.parse({ ...emptyCustomerValues(), name: 'Ana', phone: '0151 2345678' }).phone).toBe('+491512345678');
    expect(schema.parse({ ...emptyCustomerValues(), name: 'Ana', phone: '+351 912 345 678' }).phone).toBe('+351912345678');
  });

  it('refuses a number valid for no region with the spec message, in her language', () => {
    const result = customerFormSchema('DE').safeParse({ ...emptyCustomerValues(), name: 'Ana', phone: '123' });
    expect(result.success).toBe(false);
    const message = result.error?.issues.find((i) => i.path[0] === 'phone')?.message;
    expect(fieldMessage(message, 'de', 'Telefon')).toBe('Das Format von Telefon ist ungültig');
    expect(fieldMessage(message, 'en', 'Phone')).toBe('The Phone field format is invalid');
  });
});
