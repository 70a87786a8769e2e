import { AppError } from '@chairly/shared';
import type { Db } from '../../db/client';
import {
  WebhookSignatureError,
  type GatewayEvent,
  type PaymentGateway,
  type VerifiedGatewayEvent,
  type WebhookEndpoint,
} from '../../gateways/payments/index';
import type { ChargesRepository } from './charges.repository';
import type { CustomerCardsRepository } from './customer-cards.repository';
import type { CustomerCardsService } from './customer-cards.service';
import type { DepositsRepository } from './deposits.repository';
import type { StylistAccountsRepository } from './stylist-accounts.repository';
import type { WebhookEventsRepository } from './webhook-events.repository';

/** Handles a subscription event, writing through `db`: the transaction that records the event. */
export type SubscriptionEventHandler = (event: GatewayEvent, db: Db) => Promise<void>;

/** Everything handling an event may change, bound to one transaction together with its record. */
export type WebhookEffects = {
  events: Pick<WebhookEventsRepository, 'record'>;
  accounts: Pick<StylistAccountsRepository, 'holderOfAccount' | 'applyGatewayState'>;
  customers: Pick<CustomerCardsRepository, 'customerAccountOf'>;
  cards: Pick<CustomerCardsService, 'record'>;
  charges: Pick<ChargesRepository, 'settleByGatewayPayment'>;
  refunds?: Pick<DepositsRepository, 'settleRefundByGatewayId'>;
  /** customer.subscription.* and invoice.payment_failed go to the subscription module when it registers one. */
  onSubscriptionEvent?: (event: GatewayEvent) => Promise<void>;
};

type Deps = {
  gateway: Pick<PaymentGateway, 'name' | 'verifyWebhook' | 'attachCard'>;
  /** Runs `work` in one database transaction, with the effects bound to it; a throw rolls it all back. */
  inTransaction: <T>(work: (effects: WebhookEffects) => Promise<T>) => Promise<T>;
};

/**
 * The endpoint each handled type comes through: the stylists' account.updated is an event of a
 * connected account (the Connect endpoint); the rest are the platform account's own. A type
 * signed by the other endpoint's secret is acknowledged and not acted on: a connected account's
 * own payment or subscription event must never settle one of ours, and the platform endpoint's
 * account.updated is the platform's own account.
 */
export function endpointOfEventType(type: string): WebhookEndpoint {
  return type === 'account.updated' ? 'connect' : 'platform';
}

export type WebhookReceipt = { received: true; duplicate: boolean; ignored?: true };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null =>
  text(value) ?? text((value as { id?: unknown } | null)?.id);

/**
 * Verified, deduplicated provider events, each handled exactly once: the event id is recorded in
 * the same transaction as its effects, so a handling that fails or dies (the process killed, the
 * connection lost) leaves no record and Stripe's retry handles it again; a replay after a commit
 * changes nothing; concurrent deliveries of one event wait for each other (see record()).
 */
export function createWebhookService({ gateway, inTransaction }: Deps) {
  async function dispatch(event: GatewayEvent, effects: WebhookEffects): Promise<void> {
    const { accounts, customers, cards, charges } = effects;
    const object = event.object;
    if (event.type === 'account.updated') {
      const holder = await accounts.holderOfAccount(gateway.name, String(object.id));
      if (holder === null) return;
      await accounts.applyGatewayState(holder, {
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
        await effects.refunds?.settleRefundByGatewayId(
          String(object.id),
          {
            status: status === 'succeeded' ? 'succeeded' : 'failed',
            failureCode: status === 'succeeded' ? null : (text(object.failure_reason) ?? status),
          },
          ['pending'],
        );
    } else if (event.type.startsWith('customer.subscription.') || event.type === 'invoice.payment_failed') {
      await effects.onSubscriptionEvent?.(event);
    }
  }

  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      let event: VerifiedGatewayEvent;
      try {
        event = gateway.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError('BAD_REQUEST', `Webhook rejected: ${error.message}`);
        throw error;
      }
      // Acknowledged (Stripe stops sending it) but not acted on, and not recorded.
      if (endpointOfEventType(event.type) !== event.endpoint)
        return { received: true, duplicate: false, ignored: true };
      return inTransaction(async (effects) => {
        if (!(await effects.events.record(event.id, event.type)))
          return { received: true, duplicate: true };
        await dispatch(event, effects);
        return { received: true, duplicate: false };
      });
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
