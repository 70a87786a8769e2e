import Stripe from 'stripe';
import type { ChargeOutcome, GatewayCard, PaymentGateway, WebhookEndpoint } from '../payment-gateway';
import { WebhookSignatureError } from '../payment-gateway';

export type StripeGatewaySettings = {
  secretKey: string;
  webhookSecret: string | undefined;
  /**
   * Signing secret of the endpoint that listens to connected accounts: Stripe sends the stylists'
   * account.updated there, and each endpoint signs with its own secret. Both may point at one URL.
   */
  connectWebhookSecret?: string | undefined;
  /** Another API server (a local stand-in in tests); unset fields mean api.stripe.com. */
  api?: {
    host?: string | undefined;
    port?: number | undefined;
    protocol?: 'http' | 'https' | undefined;
  };
  maxNetworkRetries?: number;
};

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

function toCard(method: Stripe.PaymentMethod): GatewayCard | null {
  if (method.type !== 'card' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { cardId: method.id, brand, last4, expMonth, expYear };
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
  if (intent.status === 'requires_action') {
    // Confirmed on our server with a return_url: the customer authenticates on Stripe's page.
    const actionUrl = intent.next_action?.redirect_to_url?.url ?? undefined;
    return { status: 'requires_action', paymentId: intent.id, ...(actionUrl ? { actionUrl } : {}) };
  }
  if (intent.status === 'processing') return { status: 'pending', paymentId: intent.id };
  const declineCode =
    intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status;
  return { status: 'declined', paymentId: intent.id, declineCode };
}

/** The real provider through the official SDK: Connect Express, SetupIntents, destination charges. */
export function createStripeGateway(settings: StripeGatewaySettings): PaymentGateway {
  const { host, port, protocol } = settings.api ?? {};
  const stripe = new Stripe(settings.secretKey, {
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    // Retries are safe: every mutating call below carries its own idempotency key.
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Chairly' },
  });
  return {
    name: 'stripe',
    async createConnectedAccount({ stylistId, email, memberId }, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          ...(email ? { email } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { stylistId: String(stylistId), ...(memberId === undefined ? {} : { memberId: String(memberId) }) },
        },
        { idempotencyKey },
      );
      return account.id;
    },
    async createOnboardingLink(accountId, returnUrl, refreshUrl, idempotencyKey) {
      const link = await stripe.accountLinks.create(
        {
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        },
        { idempotencyKey },
      );
      return link.url;
    },
    async retrieveAccount(accountId) {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          chargesEnabled: account.charges_enabled,
          detailsSubmitted: account.details_submitted,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async createCustomer({ customerAccountId, email, name }, idempotencyKey) {
      const customer = await stripe.customers.create(
        {
          ...(email ? { email } : {}),
          ...(name ? { name } : {}),
          metadata: { customerAccountId: String(customerAccountId) },
        },
        { idempotencyKey },
      );
      return customer.id;
    },
    async createCardSetup(customerId, idempotencyKey) {
      const intent = await stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error('Stripe returned a SetupIntent without a client secret');
      return { provider: 'stripe', clientSecret: intent.client_secret };
    },
    async attachCard(customerId, cardToken, idempotencyKey) {
      try {
        let method = await stripe.paymentMethods.retrieve(cardToken);
        const owner =
          typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        // The SetupIntent confirmed in the browser has usually attached it already.
        if (owner !== null && owner !== customerId) return null;
        if (owner === null)
          method = await stripe.paymentMethods.attach(
            cardToken,
            { customer: customerId },
            { idempotencyKey },
          );
        return toCard(method);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async listCards(customerId) {
      const page = await stripe.paymentMethods.list({
        customer: customerId,
        type: 'card',
        limit: 100,
      });
      return page.data.map(toCard).filter((card): card is GatewayCard => card !== null);
    },
    async chargeOffSession(charge) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: charge.currency,
            customer: charge.customerId,
            payment_method: charge.cardId,
            // With the customer present (a deposit at booking) Stripe may ask for authentication
            // and send the browser back to return_url; otherwise the saved card is charged alone.
            ...(charge.returnUrl
              ? { return_url: charge.returnUrl, payment_method_types: ['card'] }
              : { off_session: true }),
            confirm: true,
            transfer_data: { destination: charge.destinationAccountId },
            ...(charge.applicationFeeCents > 0
              ? { application_fee_amount: charge.applicationFeeCents }
              : {}),
            description: charge.description,
            metadata: charge.metadata,
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        const paymentId = error.payment_intent?.id ?? null;
        if (error.code === 'authentication_required')
          return { status: 'requires_action', paymentId, declineCode: 'authentication_required' };
        return {
          status: 'declined',
          paymentId,
          declineCode: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
    },
    async retrieveCharge(paymentId) {
      try {
        return outcomeOf(await stripe.paymentIntents.retrieve(paymentId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async refund({ paymentId, amountCents, idempotencyKey, metadata }) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: amountCents,
            // A destination charge: take the money back from the stylist's account, and the
            // platform's fee with it.
            reverse_transfer: true,
            refund_application_fee: true,
            metadata,
          },
          { idempotencyKey },
        );
        if (refund.status === 'succeeded') return { status: 'succeeded', refundId: refund.id };
        if (refund.status === 'failed' || refund.status === 'canceled')
          return {
            status: 'failed',
            refundId: refund.id,
            failureCode: refund.failure_reason ?? refund.status,
          };
        return { status: 'pending', refundId: refund.id };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return { status: 'failed', refundId: null, failureCode: error.code ?? 'refund_failed' };
      }
    },
    verifyWebhook(rawBody, signatureHeader) {
      const secrets = (
        [
          ['platform', settings.webhookSecret],
          ['connect', settings.connectWebhookSecret],
        ] as const
      ).filter((entry): entry is readonly [WebhookEndpoint, string] => Boolean(entry[1]));
      if (secrets.length === 0)
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event | undefined;
      let endpoint: WebhookEndpoint = 'platform';
      let refusal = '';
      for (const [name, secret] of secrets) {
        try {
          event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
          // The secret that verified it tells the endpoint: each endpoint signs with its own.
          endpoint = name;
          break;
        } catch (error) {
          refusal ||= (error as Error).message;
        }
      }
      if (!event) throw new WebhookSignatureError(refusal);
      // Every event type carries an object; the handlers read only a few fields of it.
      return {
        id: event.id,
        type: event.type,
        endpoint,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
