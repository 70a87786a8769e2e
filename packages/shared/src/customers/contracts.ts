import { z } from 'zod';
import { LOCALES } from '../constants';
import { hydraCollectionSchema } from '../hydra';
import { messageToken } from '../validation/message-token';
import * as rules from '../validation/rules';
import { zPhoneText } from '../validation/phone-text';
import { zRequired } from '../validation/zod-helpers';

export const CUSTOMER_SORTABLE_FIELDS = ['id', 'name', 'lastName', 'email'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORTABLE_FIELDS)[number];

export const CUSTOMER_LIMITS = { name: 80, lastName: 80, email: 254, phone: 40, notes: 2000 } as const;

/** A customer of the signed-in stylist (docs/product.md §3 "Customer"). */
export const customerSchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  deleted: z.boolean(),
  /**
   * The language her messages are written in (issue #29.3): her account's, English for a customer
   * without an account. Read-only: she chooses it herself.
   */
  language: z.enum(LOCALES),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * A search's `hydra:totalItems` is counted up to 1,000 (D50); a search matching more says 1,000
 * and `chairly:totalItemsCapped: true` (absent otherwise).
 */
export const customerListSchema = hydraCollectionSchema(customerSchema).extend({ 'chairly:totalItemsCapped': z.literal(true).optional() });
export type CustomerList = z.infer<typeof customerListSchema>;

function optionalText(field: string, max: number) {
  const tooLong = messageToken('between', { _field_: field, min: 0, max });
  return z.string({ error: messageToken('invalid', { _field_: field }) }).trim().max(max, tooLong).default('');
}

/** POST /api/customers and PUT /api/customers/{id}: only the name is required; an e-mail must be valid when given. */
export const customerRequestSchema = z.strictObject({
  name: zRequired({ field: 'Name' }).max(CUSTOMER_LIMITS.name, messageToken('between', { _field_: 'Name', min: 1, max: CUSTOMER_LIMITS.name })),
  lastName: optionalText('Last name', CUSTOMER_LIMITS.lastName),
  email: optionalText('Email', CUSTOMER_LIMITS.email)
    .refine(rules.email, messageToken('email', { _field_: 'Email' }))
    .transform((value) => value.toLowerCase()),
  /** Read in the stylist's country and stored in E.164 by the service (issue #29.4; `zPhone` in a form). */
  phone: zPhoneText(CUSTOMER_LIMITS.phone).default(''),
  notes: optionalText('Notes', CUSTOMER_LIMITS.notes),
});
export type CustomerRequest = z.input<typeof customerRequestSchema>;
export type CustomerInput = z.output<typeof customerRequestSchema>;
