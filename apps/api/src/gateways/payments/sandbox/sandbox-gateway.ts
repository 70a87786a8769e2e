import { randomBytes } from 'node:crypto';
import type { ChargeOutcome, GatewayCard, PaymentGateway } from '../payment-gateway';
import { WebhookSignatureError } from '../payment-gateway';
import type { SandboxCardRow, SandboxChargeRow, SandboxRepository } from './sandbox.repository';

export const SANDBOX_PATHS = {
  onboarding: (token: string) => `/sandbox/onboarding/${token}`,
  tokenize: '/sandbox/cards/tokenize',
  /** The authentication page of an on-session charge (card 4000 0025 0000 3155). */
  authenticate: (paymentId: string) => `/sandbox/authenticate/${paymentId}`,
} as const;

/** A stored charge as the provider reports it; a charge waiting for authentication names its page. */
function outcomeOf(stored: SandboxChargeRow): ChargeOutcome {
  const actionUrl =
    stored.status === 'requires_action' && stored.returnUrl
      ? new URL(SANDBOX_PATHS.authenticate(stored.id), stored.returnUrl).toString()
      : undefined;
  return {
    status: stored.status as ChargeOutcome['status'],
    paymentId: stored.id,
    ...(stored.declineCode ? { declineCode: stored.declineCode } : {}),
    ...(actionUrl ? { actionUrl } : {}),
  };
}

const LINK_TTL_MS = 5 * 60 * 1000;

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

const toCard = (row: SandboxCardRow): GatewayCard => ({
  cardId: row.token,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** The default gateway: the provider's behaviour kept in PostgreSQL, with pages served by this API. */
export function createSandboxGateway(repository: SandboxRepository): PaymentGateway {
  return {
    name: 'sandbox',
    createConnectedAccount: ({ email }, idempotencyKey) =>
      repository.insertAccount({ id: sandboxId('acct'), idempotencyKey, email }),
    async createOnboardingLink(accountId, returnUrl, refreshUrl) {
      const token = randomBytes(24).toString('hex');
      await repository.insertLink({
        token,
        accountId,
        returnUrl,
        refreshUrl,
        expiresAt: new Date(Date.now() + LINK_TTL_MS),
      });
      // The hosted page is served by this API on the host the stylist came from.
      return new URL(SANDBOX_PATHS.onboarding(token), returnUrl).toString();
    },
    async retrieveAccount(accountId) {
      const row = await repository.findAccount(accountId);
      return row
        ? { chargesEnabled: row.chargesEnabled, detailsSubmitted: row.detailsSubmitted }
        : null;
    },
    createCustomer: ({ email, name }, idempotencyKey) =>
      repository.insertCustomer({ id: sandboxId('cus'), idempotencyKey, email, name }),
    async createCardSetup() {
      return { provider: 'sandbox', tokenizeUrl: SANDBOX_PATHS.tokenize };
    },
    async attachCard(customerId, cardToken) {
      if (!(await repository.customerExists(customerId))) return null;
      const row = await repository.attachCard(cardToken, customerId);
      return row ? toCard(row) : null;
    },
    async listCards(customerId) {
      return (await repository.listCards(customerId)).map(toCard);
    },
    async chargeOffSession(charge) {
      const card = await repository.findCard(charge.cardId, charge.customerId);
      const account = await repository.findAccount(charge.destinationAccountId);
      if (!card) return { status: 'declined', paymentId: null, declineCode: 'card_not_found' };
      if (!account?.chargesEnabled)
        return { status: 'declined', paymentId: null, declineCode: 'account_not_enabled' };
      const status =
        card.behaviour === 'succeed'
          ? 'succeeded'
          : card.behaviour === 'decline'
            ? 'declined'
            : 'requires_action';
      const stored = await repository.insertCharge({
        id: sandboxId('pi'),
        idempotencyKey: charge.idempotencyKey,
        customerId: charge.customerId,
        cardToken: card.token,
        destinationAccountId: charge.destinationAccountId,
        amountCents: charge.amountCents,
        applicationFeeCents: charge.applicationFeeCents,
        currency: charge.currency,
        status,
        declineCode:
          status === 'declined'
            ? 'card_declined'
            : status === 'requires_action'
              ? 'authentication_required'
              : null,
        description: charge.description,
        metadata: charge.metadata,
        returnUrl: charge.returnUrl ?? null,
      });
      // As at Stripe, a key reused with other parameters is a programming error, not a new charge.
      if (stored.amountCents !== charge.amountCents || stored.cardToken !== charge.cardId) {
        throw new Error('Idempotency key reused with different charge parameters');
      }
      return outcomeOf(stored);
    },
    async retrieveCharge(paymentId) {
      const stored = await repository.findCharge(paymentId);
      return stored ? outcomeOf(stored) : null;
    },
    async refund(refund) {
      const { refund: stored, failure } = await repository.insertRefund({
        id: sandboxId('re'),
        idempotencyKey: refund.idempotencyKey,
        chargeId: refund.paymentId,
        amountCents: refund.amountCents,
        metadata: refund.metadata,
      });
      if (!stored) return { status: 'failed', refundId: null, failureCode: failure ?? 'refund_failed' };
      if (stored.chargeId !== refund.paymentId || stored.amountCents !== refund.amountCents)
        throw new Error('Idempotency key reused with different refund parameters');
      return { status: 'succeeded', refundId: stored.id };
    },
    verifyWebhook() {
      throw new WebhookSignatureError('The sandbox gateway sends no webhooks');
    },
  };
}
