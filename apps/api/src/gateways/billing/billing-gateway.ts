import type { SubscriptionPlan, SubscriptionStatus } from '@chairly/shared';

/**
 * Subscription billing behind one interface (docs/architecture.md §8): Stripe Billing, or the built-in sandbox
 * kept in PostgreSQL with its own hosted checkout page. Mutating Stripe calls carry idempotency keys.
 */
export type BillingProvider = 'sandbox' | 'stripe';

/**
 * A redeemable discount code; `amountOff` in major units of `currency` (lower case, as the provider
 * writes it; null for a percent-off code). An amount-off code applies only to a price in its
 * currency, a percent-off code to any (D38).
 */
export type BillingPromo = { id: string; code: string; percentOff: number | null; amountOff: number | null; currency: string | null };

/** Statuses as the `subscriptions` table stores them (a running trial is `trialing`). */
export type StoredSubscriptionStatus = SubscriptionStatus;

/** What the provider reports about a stylist's subscription. */
export type BillingSubscriptionState = {
  subscriptionId: string | null;
  status: StoredSubscriptionStatus;
  priceId: string | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  /** Cancelled by her: it ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** D67: the members the provider bills, when it reports them (Stripe's subscription item). */
  quantity?: number;
};

export type CheckoutInput = {
  stylistId: number;
  customerId: string | null;
  priceId: string;
  /** The chosen price's currency (lower case): she is billed in the currency she was shown. */
  currency: string;
  /** D67: the plan is priced per active member; the business's active members (at least 1). */
  quantity: number;
  promo: BillingPromo | null;
  successUrl: string;
  cancelUrl: string;
};

/** Her way to change plan, cancel and see invoices; `returnUrl` is where the page sends her back. */
export type PortalInput = { stylistId: number; customerId: string | null; returnUrl: string };

export type TrialInput = { stylistId: number; customerId: string | null; priceId: string; currency: string; days: number; quantity: number };

export type BillingGateway = {
  provider: BillingProvider;
  listPlans: () => Promise<SubscriptionPlan[]>;
  /** null when the code is unknown, inactive, expired or used up. */
  findPromoCode: (code: string) => Promise<BillingPromo | null>;
  /** The provider's customer of a stylist (created once); null when the provider needs none. */
  ensureCustomer: (stylist: { stylistId: number; email: string }, existing: string | null) => Promise<string | null>;
  /** URL of the hosted checkout page. */
  createCheckout: (input: CheckoutInput) => Promise<string>;
  /** URL of the provider's self-service page (Stripe's Billing Portal, or the sandbox's own). */
  createPortal: (input: PortalInput) => Promise<string>;
  /** A trial without a payment method. */
  startTrial: (input: TrialInput) => Promise<BillingSubscriptionState>;
  /**
   * Ends at once the trials a paid subscription of the same provider customer replaces (a trialing
   * stylist who checked out); answers the ids ended. A provider without separate subscription
   * objects (the sandbox) has none to end.
   */
  endTrialsReplacedBy: (input: { customerId: string; subscriptionId: string }) => Promise<string[]>;
  /**
   * D67: bills a running subscription for `quantity` members from now on (Stripe prorates the
   * change); nothing to do without a provider subscription (the sandbox keeps its state in our row).
   */
  updateQuantity: (input: { subscriptionId: string | null; quantity: number }) => Promise<void>;
  /** Applies (and counts) a code on a running subscription; false when the provider refuses it. */
  applyPromoCode: (input: { subscriptionId: string | null; promo: BillingPromo }) => Promise<boolean>;
};
