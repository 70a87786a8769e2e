import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/stylist/{provider}/onboarding: where to send the browser. */
export const onboardingLinkSchema = z.object({ url: z.string() });
export type OnboardingLink = z.infer<typeof onboardingLinkSchema>;

/** POST /api/logged-customer/payment/create-customer */
export const paymentCustomerSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  customerId: z.string(),
});
export type PaymentCustomer = z.infer<typeof paymentCustomerSchema>;

/**
 * POST /api/logged-customer/payment/customer/card-setup: what the browser needs to collect a card
 * without the number reaching our API (Stripe Elements, or the sandbox's own tokenize endpoint).
 */
export const cardSetupSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), clientSecret: z.string(), publishableKey: z.string() }),
  z.object({ provider: z.literal('sandbox'), tokenizeUrl: z.string() }),
]);
export type CardSetup = z.infer<typeof cardSetupSchema>;

/** POST /api/logged-customer/payment/customer/add-card: a sandbox token or a Stripe payment method id. */
export const addCardRequestSchema = z.strictObject({
  cardToken: z
    .string()
    .trim()
    .min(3)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'Invalid card token'),
});
export type AddCardRequest = z.infer<typeof addCardRequestSchema>;

/** A saved card: never the number. `id` is what the booking confirm call sends as `stripeCardId`. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListSchema = z.array(savedCardSchema);

/** POST {tokenizeUrl} (sandbox only): the card form posts here and nowhere else. */
export const sandboxTokenizeRequestSchema = z.strictObject({
  number: z.string().trim().max(30),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC must have 3 or 4 digits'),
});
export type SandboxTokenizeRequest = z.infer<typeof sandboxTokenizeRequestSchema>;
export const sandboxTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type SandboxToken = z.infer<typeof sandboxTokenSchema>;

export const FEE_TYPES = ['no-show-fee', 'cancel-fee'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const CHARGE_KINDS = ['checkout', ...FEE_TYPES] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_STATUSES = [
  'pending',
  'succeeded',
  'declined',
  'requires_action',
  'failed',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** Why a fee cannot be charged now; the screen shows its own text for each. */
export const FEE_UNAVAILABLE_REASONS = [
  'policy-disabled',
  'wrong-state',
  'outside-cancellation-window',
  'no-card',
  'charges-disabled',
  'already-charged',
  'nothing-to-charge',
] as const;
export type FeeUnavailableReason = (typeof FEE_UNAVAILABLE_REASONS)[number];

/** GET /api/appointment/{id}/payment/{type}/availability; `amount` in major units of `currency` (D33). */
export const feeAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(FEE_UNAVAILABLE_REASONS).optional(),
  amount: z.number(),
  /** Issue #29: the stylist's currency (ISO 4217, upper case); the API always sends it. */
  currency: z.string().optional(),
});
export type FeeAvailability = z.infer<typeof feeAvailabilitySchema>;

/** GET /api/appointment/{id}/payment/card/details: the card used at confirmation, or null. */
export const appointmentCardSchema = z.object({ brand: z.string(), last4: z.string() }).nullable();
export type AppointmentCard = z.infer<typeof appointmentCardSchema>;

/** The answer of a successful charge (checkout, no-show fee, cancellation fee). */
export const chargeSchema = z.object({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  status: z.enum(CHARGE_STATUSES),
  amount: z.number(),
  /** Issue #29: the stylist's currency (ISO 4217, upper case); the API always sends it. */
  currency: z.string().optional(),
});
export type Charge = z.infer<typeof chargeSchema>;

/**
 * GET /api/appointment/{id}/payment/charges (D66): every charge of the appointment, oldest first,
 * with the connected account its money went to (her member's own, or the business's; null for a
 * charge made before payouts per member, which went to the business's).
 */
export const appointmentChargeSchema = z.object({
  id: z.string(),
  kind: z.enum([...CHARGE_KINDS, 'deposit']),
  status: z.enum(CHARGE_STATUSES),
  amount: z.number(),
  currency: z.string(),
  destinationAccount: z.string().nullable(),
  createdAt: z.string(),
});
export const appointmentChargesSchema = z.array(appointmentChargeSchema);
export type AppointmentCharge = z.infer<typeof appointmentChargeSchema>;

/**
 * POST /api/appointment/{id}/payment/deposit/refund (issue #20): the stylist gives a paid deposit
 * back (a kept one, or one whose automatic refund did not go through). `pending`: the provider has
 * not answered yet; the same refund is re-sent later under its key.
 */
export const depositRefundSchema = z.object({ status: z.enum(['refunded', 'pending']), amount: z.number(), currency: z.string().optional() });
export type DepositRefund = z.infer<typeof depositRefundSchema>;
