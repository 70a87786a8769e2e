import { AppError } from '@chairly/shared';
import {
  WebhookSignatureError,
  type GatewayEvent,
  type PaymentGateway,
} from '../../gateways/payments/index';
import type { ChargesRepository } from './charges.repository';
import type { CustomerCardsRepository } from './customer-cards.repository';
import type { CustomerCardsService } from './customer-cards.service';
import type { DepositsRepository } from './deposits.repository';
import type { StylistAccountsRepository } from './stylist-accounts.repository';
import type { WebhookEventsRepository } from './webhook-events.repository';

export type SubscriptionEventHandler = (event: GatewayEvent) => Promise<void>;

type Deps = {
  gateway: Pick<PaymentGateway, 'name' | 'verifyWebhook' | 'attachCard'>;
  events: WebhookEventsRepository;
  accounts: Pick<StylistAccountsRepository, 'stylistOfAccount' | 'applyGatewayState'>;
  customers: Pick<CustomerCardsRepository, 'customerAccountOf'>;
  cards: Pick<CustomerCardsService, 'record'>;
  charges: Pick<ChargesRepository, 'settleByGatewayPayment'>;
  refunds?: Pick<DepositsRepository, 'settleRefundByGatewayId'>;
  /** customer.subscription.* and invoice.payment_failed go to the subscription module when it registers one. */
  onSubscriptionEvent?: SubscriptionEventHandler;
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? text((value as { id?: unknown } | null)?.id);

/** Verified, deduplicated provider events: a replay or a duplicate delivery changes nothing. */
export function createWebhookService(deps: Deps) {
  const { gateway, events, accounts, customers, cards, charges } = deps;

  async function dispatch(event: GatewayEvent): Promise<void> {
    const object = event.object;
    if (event.type === 'account.updated') {
      const stylistId = await accounts.stylistOfAccount(gateway.name, String(object.id));
      if (stylistId === null) return;
      await accounts.applyGatewayState(stylistId, {
        chargesEnabled: object.charges_enabled === true,
        detailsSubmitted: object.details_submitted === true,
      });
    } else if (event.type === 'setup_intent.succeeded') {
      // The browser may close before add-card: the card is recorded from the event as well.
      const customerId = idOf(object.customer);
      const methodId = idOf(object.payment_method);
      const accountId = customerId
        ? await customers.customerAccountOf(gateway.name, customerId)
        : null;
      if (!customerId || !methodId || accountId === null) return;
      const card = await gateway.attachCard(
        customerId,
        methodId,
        `chairly-attach-${customerId}-${methodId}`,
      );
      if (card) await cards.record(accountId, card);
    } else if (event.type === 'payment_intent.succeeded') {
      await charges.settleByGatewayPayment(
        gateway.name,
        String(object.id),
        { status: 'succeeded', declineCode: null },
        ['pending', 'requires_action'],
      );
    } else if (event.type === 'payment_intent.payment_failed') {
      const error = (object.last_payment_error ?? {}) as { decline_code?: unknown; code?: unknown };
      const declineCode = text(error.decline_code) ?? text(error.code) ?? 'card_declined';
      await charges.settleByGatewayPayment(
        gateway.name,
        String(object.id),
        { status: 'declined', declineCode },
        // A deposit whose authentication failed, too (issue #20).
        ['pending', 'requires_action'],
      );
    } else if (event.type === 'refund.updated' || event.type === 'refund.failed') {
      // A refund Stripe was still processing (issue #20): settled once, never moved back.
      const status = text(object.status);
      if (status === 'succeeded' || status === 'failed' || status === 'canceled')
        await deps.refunds?.settleRefundByGatewayId(
          String(object.id),
          {
            status: status === 'succeeded' ? 'succeeded' : 'failed',
            failureCode: status === 'succeeded' ? null : (text(object.failure_reason) ?? status),
          },
          ['pending'],
        );
    } else if (event.type.startsWith('customer.subscription.') || event.type === 'invoice.payment_failed') {
      await deps.onSubscriptionEvent?.(event);
    }
  }

  return {
    async handle(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      let event: GatewayEvent;
      try {
        event = gateway.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError('BAD_REQUEST', `Webhook rejected: ${error.message}`);
        throw error;
      }
      if (!(await events.record(event.id, event.type))) return { received: true, duplicate: true };
      try {
        await dispatch(event);
      } catch (error) {
        await events.forget(event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
