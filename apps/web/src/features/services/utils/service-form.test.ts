import { serviceRequestSchema } from '@chairly/shared/services/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOptions, emptyServiceValues, fieldMessage } from './service-form';

const valid = { ...emptyServiceValues(), name: 'Cut', price: 30, category: 3 };

function messageOf(values: Record<string, unknown>, field: string, language = 'en', label = field) {
  const result = serviceRequestSchema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path[0] === field);
  return fieldMessage(issue?.message, language, label);
}

describe('new service form validation (shared contract)', () => {
  it('starts with hourly No, public No and 45 minutes', () => {
    expect(emptyServiceValues()).toMatchObject({ hourly: false, public: false, duration: 45, name: '' });
  });

  it('accepts a complete form and sends a duration of 0 as 45', () => {
    expect(serviceRequestSchema.parse(valid)).toEqual({ ...valid });
    expect(serviceRequestSchema.parse({ ...valid, duration: 0 }).duration).toBe(45);
  });

  it.each([
    [{ price: 0 }, 'price', 'Price must be greater than 0'],
    [{ price: -1 }, 'price', 'Price must be greater than 0'],
    [{ price: 1.2345 }, 'price', 'The Price field may have at most 3 decimal places'],
    [{ price: undefined }, 'price', 'The Price field is required'],
    [{ name: '' }, 'name', 'The Name field is required'],
    [{ category: undefined }, 'category', 'The Category field is required'],
    [{ duration: 2.5 }, 'duration', 'The Duration (m) field must be an integer'],
    [{ bufferMinutes: 121 }, 'bufferMinutes', 'The Buffer after (m) field must be between 0 and 120'],
    [{ duration: 60, processingStartMinutes: 30, processingMinutes: 30 }, 'processingMinutes', 'The processing time must start after the service starts and end before it ends'],
  ])('%o → %s: %s', (change, field, message) => {
    const label = { price: 'Price', name: 'Name', category: 'Category', duration: 'Duration (m)', bufferMinutes: 'Buffer after (m)' }[field] ?? field;
    expect(messageOf({ ...valid, ...change }, field, 'en', label)).toBe(message);
  });

  it('keeps a buffer and a processing window that lies inside the service', () => {
    const colour = { ...valid, duration: 90, bufferMinutes: 15, processingStartMinutes: 30, processingMinutes: 40 };
    expect(serviceRequestSchema.parse(colour)).toEqual(colour);
  });

  it('translates the messages', () => {
    expect(messageOf({ ...valid, duration: 60, processingStartMinutes: 0, processingMinutes: 20 }, 'processingMinutes', 'de')).toBe(
      'Die Einwirkzeit muss nach dem Beginn der Leistung anfangen und vor ihrem Ende aufhören',
    );
    expect(messageOf({ ...valid, name: '' }, 'name', 'de', 'Name')).toBe('Name ist ein Pflichtfeld');
    expect(messageOf({ ...valid, price: 0 }, 'price', 'de', 'Preis')).not.toBe('Price must be greater than 0');
  });
});

describe('formatting', () => {
  it('nests categories under their parents', () => {
    const tree = categoryOptions([
      { '@id': '', id: 1, name: 'Hair', slug: 'hair', parent: null },
      { '@id': '', id: 2, name: 'Nails', slug: 'nails', parent: null },
      { '@id': '', id: 3, name: 'Haircuts', slug: 'haircuts', parent: 1 },
      { '@id': '', id: 4, name: 'Manicure', slug: 'manicure', parent: 2 },
    ]);
    expect(tree).toEqual([
      { value: '1', label: 'Hair', depth: 0 },
      { value: '3', label: 'Haircuts', depth: 1 },
      { value: '2', label: 'Nails', depth: 0 },
      { value: '4', label: 'Manicure', depth: 1 },
    ]);
  });
});
