/**
 * The card payment provider behind one interface (docs/architecture.md §8): `stripe` (the real SDK) or
 * `sandbox` (the same behaviour kept in PostgreSQL, with hosted pages served by this API).
 * Every mutating call takes an idempotency key: the same key never acts twice at the provider.
 */
export type PaymentGatewayName = 'sandbox' | 'stripe';

export type GatewayAccount = { chargesEnabled: boolean; detailsSubmitted: boolean };

export type GatewayCard = {
  cardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** What the browser needs to collect a card without the number reaching our API. */
export type GatewayCardSetup =
  | { provider: 'stripe'; clientSecret: string }
  | { provider: 'sandbox'; tokenizeUrl: string };

export type OffSessionCharge = {
  amountCents: number;
  currency: string;
  customerId: string;
  cardId: string;
  destinationAccountId: string;
  applicationFeeCents: number;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /**
   * Set when the customer is present (a deposit at booking): the charge is made on-session, and a
   * card that needs authentication answers `requires_action` with an `actionUrl` where the
   * browser authenticates; the provider then sends it back here.
   */
  returnUrl?: string;
};

export type ChargeOutcome = {
  /** `pending`: the provider is still processing; a webhook settles it. */
  status: 'succeeded' | 'declined' | 'requires_action' | 'pending';
  /** The provider's payment id; null when the provider refused before creating one. */
  paymentId: string | null;
  declineCode?: string;
  /** With `requires_action` on an on-session charge: the provider's authentication page. */
  actionUrl?: string;
};

export type RefundRequest = {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type RefundOutcome = {
  /** `pending`: the provider is still processing it; a webhook settles it. */
  status: 'succeeded' | 'pending' | 'failed';
  refundId: string | null;
  failureCode?: string;
};

/** A verified webhook event, reduced to what the handlers read. */
export type GatewayEvent = { id: string; type: string; object: Record<string, unknown> };

/**
 * Which webhook endpoint an event came through, told by the secret that verified its signature:
 * `platform` (STRIPE_WEBHOOK_SECRET, the platform account's own events) or `connect`
 * (STRIPE_CONNECT_WEBHOOK_SECRET, events of the stylists' connected accounts).
 */
export type WebhookEndpoint = 'platform' | 'connect';

export type VerifiedGatewayEvent = GatewayEvent & { endpoint: WebhookEndpoint };

export type PaymentGateway = {
  name: PaymentGatewayName;
  createConnectedAccount: (
    /** `memberId`: a member's own account (D66); without it, the business's. */
    stylist: { stylistId: number; email: string; memberId?: number },
    idempotencyKey: string,
  ) => Promise<string>;
  createOnboardingLink: (
    accountId: string,
    returnUrl: string,
    refreshUrl: string,
    idempotencyKey: string,
  ) => Promise<string>;
  /** null when the provider does not know the account. */
  retrieveAccount: (accountId: string) => Promise<GatewayAccount | null>;
  createCustomer: (
    customer: { customerAccountId: number; email: string; name: string },
    idempotencyKey: string,
  ) => Promise<string>;
  createCardSetup: (customerId: string, idempotencyKey: string) => Promise<GatewayCardSetup>;
  /** Attaches a card collected by the browser; null when the token is unknown or someone else's. */
  attachCard: (
    customerId: string,
    cardToken: string,
    idempotencyKey: string,
  ) => Promise<GatewayCard | null>;
  listCards: (customerId: string) => Promise<GatewayCard[]>;
  chargeOffSession: (charge: OffSessionCharge) => Promise<ChargeOutcome>;
  /** Reads a payment again (after the customer's authentication); null when the provider does not know it. */
  retrieveCharge: (paymentId: string) => Promise<ChargeOutcome | null>;
  /** Gives (part of) a succeeded payment back, reversing the transfer to the connected account. */
  refund: (refund: RefundRequest) => Promise<RefundOutcome>;
  /** Throws WebhookSignatureError unless the body is signed by the provider and recent. */
  verifyWebhook: (rawBody: Buffer, signatureHeader: string | undefined) => VerifiedGatewayEvent;
};

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
