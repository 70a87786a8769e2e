import { z } from 'zod';

/**
 * Issue #32.2 (GDPR Art. 15, 17, 20), D45. What a customer asks to erase: her data at the stylist
 * of this site (`stylist`), or everything, her sign-in account at the identity provider included (`all`).
 */
export const ERASURE_SCOPES = ['stylist', 'all'] as const;
export const erasureRequestSchema = z.strictObject({ scope: z.enum(ERASURE_SCOPES) });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/**
 * What was erased. `identityAccount`: `deleted` at the identity provider, `not-asked` (scope
 * `stylist`, or the stylist erased her), `not-configured` (no IDP_ADMIN_SECRET: the operator deletes
 * it by hand, docs/api.md), `failed` (the provider did not answer; asking again retries it).
 */
export const erasureResultSchema = z.object({
  erasedCustomers: z.number().int(),
  keptAppointments: z.number().int(),
  identityAccount: z.enum(['deleted', 'not-asked', 'not-configured', 'failed']),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

const myDataAppointmentSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.string(),
  services: z.array(z.string()),
  amount: z.number(),
  deposit: z.number(),
  currency: z.string(),
  note: z.string(),
});

/** One stylist's records of her (Art. 15: everything Chairly keeps about her there). */
const myDataStylistSchema = z.object({
  stylist: z.object({ businessName: z.string(), subdomain: z.string().nullable() }),
  customer: z.object({ name: z.string(), lastName: z.string(), email: z.string(), phone: z.string(), notes: z.string(), createdAt: z.string() }),
  appointments: z.array(myDataAppointmentSchema),
  reviews: z.array(z.object({ rating: z.number().int(), comment: z.string(), public: z.boolean(), createdAt: z.string() })),
  waitlistEntries: z.array(z.object({ from: z.string(), to: z.string(), timesOfDay: z.array(z.string()), state: z.string(), createdAt: z.string() })),
  consultationRequests: z.array(z.object({ message: z.string(), preferredContact: z.string(), createdAt: z.string() })),
});

/** `GET /api/logged-customer/my-data`: her data as one JSON document (Art. 15 and 20). */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ name: z.string(), lastName: z.string(), email: z.string(), emailVerified: z.boolean(), phone: z.string(), locale: z.string(), createdAt: z.string() }),
  stylists: z.array(myDataStylistSchema),
  cards: z.array(z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })),
  messages: z.array(z.object({ channel: z.string(), recipient: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});
export type MyData = z.infer<typeof myDataSchema>;
