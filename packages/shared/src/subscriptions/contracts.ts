import { z } from 'zod';

/** Plan kinds the plans page shows (a Stripe product's recurring interval, or the sandbox's plan type). */
export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const planPriceSchema = z.object({
  /** Sent back as `priceId` to checkout and start-trial. */
  id: z.string(),
  /** In major units of `currency`, as many decimals as it has. */
  amount: z.number(),
  /** Lower case, as the provider writes it. A plan may have one price per currency (D38). */
  currency: z.string(),
  interval: z.enum(BILLING_INTERVALS),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const subscriptionPlanSchema = z.object({
  type: z.enum(PLAN_TYPES),
  product: z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
  prices: z.array(planPriceSchema),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/subscription/stylist/list */
export const subscriptionPlansResponseSchema = z.array(subscriptionPlanSchema);

const priceId = z.string().trim().min(1).max(255);
const promoCode = z.string().trim().min(1).max(64);

/** POST /api/subscription/stylist/checkout */
export const checkoutRequestSchema = z.strictObject({
  priceId,
  promoCode: promoCode.nullish(),
  /** A page of the app on BASE_DOMAIN; the checkout comes back to /subscription/return/true|false on its host. */
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /api/subscription/stylist/portal: the provider's page to change plan, cancel and see invoices (answers `{ url }`). */
export const portalRequestSchema = z.strictObject({
  /** A page of the app on the stylist's own host; the portal's way back. */
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
});
export type PortalRequest = z.infer<typeof portalRequestSchema>;

/** POST /api/subscription/stylist/start-trial (answers with the new status) */
export const startTrialRequestSchema = z.strictObject({ priceId });
export type StartTrialRequest = z.infer<typeof startTrialRequestSchema>;

/** POST /api/subscription/stylist/check-promo-code and .../apply-promo-code */
export const promoCodeRequestSchema = z.strictObject({ promoCode });
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

/**
 * A valid code and its discount: exactly one of amountOff (major units of `currency`) and percentOff
 * is set. `currency` (lower case) is the amount's, null for a percent-off code; an amount-off code
 * is valid only for prices in that currency (D38).
 */
export const promoCodeResponseSchema = z.object({
  promoCode: z.string(),
  amountOff: z.number().nullable(),
  percentOff: z.number().nullable(),
  currency: z.string().nullable().optional(),
});
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** `appliedTo`: the running subscription, or the next checkout when there is none yet. */
export const applyPromoCodeResponseSchema = z.object({
  code: z.string(),
  applied: z.literal(true),
  appliedTo: z.enum(['subscription', 'next-checkout']),
});
export type ApplyPromoCodeResponse = z.infer<typeof applyPromoCodeResponseSchema>;
