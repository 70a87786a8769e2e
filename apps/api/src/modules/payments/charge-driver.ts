import { randomUUID } from 'node:crypto';
import { AppError, type ChargeKind } from '@chairly/shared';
import type { ChargeOutcome, PaymentGateway } from '../../gateways/payments/index';
import { notificationEvent, type TxHook } from '../notifications/index';
import type { ChargeRow, ChargesRepository } from './charges.repository';
import { applicationFeeCents } from './fee-rules';

/** A pending charge older than this lost its request (crash, timeout): a retry re-sends it under the same key. */
export const STALE_PENDING_MS = 2 * 60 * 1000;
export const isStale = (row: { createdAt: Date }) => Date.now() - row.createdAt.getTime() > STALE_PENDING_MS;

/** Who pays and who is paid: the saved card's gateway ids and the stylist's connected account. */
export type ChargeTarget = { customerId: string; cardId: string; destination: string; cardLabel: string };

export const unavailable = () =>
  new AppError('UNAVAILABLE', 'The payment provider could not be reached. Try again in a few minutes.');

type Deps = {
  repository: Pick<ChargesRepository, 'insertPending' | 'settle' | 'leaseStalePending' | 'cardById' | 'destination'>;
  gateway: Pick<PaymentGateway, 'name' | 'chargeOffSession'>;
  applicationFeePercent: number;
  /** The deployment's currency (PAYMENT_CURRENCY): a stylist's while her row has none (D33). */
  defaultCurrency: string;
};

export const cardLabel = (card: { brand: string; last4: string }) => `${card.brand} •••• ${card.last4}`;

/**
 * The one charge driver of fees, checkout and deposits (issue #30): a charge is a row before the
 * gateway call (its id makes the idempotency key) and gets the outcome after it; a charge whose
 * request died is re-sent under the same key, so the gateway charges at most once. Each kind only
 * reads the outcome its own way (a fee throws on a decline, a deposit answers the customer).
 */
export function createChargeDriver({ repository, gateway, applicationFeePercent, defaultCurrency }: Deps) {
  /** What the customer hears of an off-session outcome: a fee taken, or a payment waiting for her. */
  function noticeFor(row: ChargeRow, status: string, card: string): TxHook | undefined {
    // A deposit is made while she is on the booking page: she sees its outcome there.
    if (row.kind === 'deposit') return undefined;
    const about = {
      stylistId: row.stylistId,
      appointmentId: row.appointmentId,
      chargeId: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
      card,
    };
    if (status === 'succeeded' && row.kind !== 'checkout')
      return notificationEvent({ kind: 'payment.fee-charged', ...about });
    if (status === 'requires_action')
      return notificationEvent({ kind: 'payment.card-needs-action', ...about, actionUrl: null });
    return undefined;
  }

  /** A charge recorded before D66 kept no destination: it went to the business's account. */
  async function businessAccount(stylistId: number): Promise<string | null> {
    const account = (await repository.destination(stylistId))?.business;
    return account?.provider === gateway.name ? account.accountId : null;
  }

  /** The gateway call for a recorded charge under its key, and its outcome recorded on the row. */
  async function drive(row: ChargeRow, target: ChargeTarget, returnUrl?: string): Promise<ChargeOutcome> {
    const outcome = await gateway
      .chargeOffSession({
        amountCents: row.amountCents,
        currency: row.currency,
        customerId: target.customerId,
        cardId: target.cardId,
        destinationAccountId: target.destination,
        applicationFeeCents: row.applicationFeeCents,
        idempotencyKey: row.idempotencyKey,
        description: `Chairly ${row.kind} for appointment ${row.appointmentId}`,
        metadata: {
          chargeId: row.id,
          appointmentId: String(row.appointmentId),
          kind: row.kind,
          stylistId: String(row.stylistId),
        },
        ...(returnUrl ? { returnUrl } : {}),
      })
      .catch(() => {
        // Outcome unknown: the row stays pending and a later retry re-sends it under the same key.
        throw unavailable();
      });
    await repository.settle(
      row.id,
      { status: outcome.status, gatewayPaymentId: outcome.paymentId, declineCode: outcome.declineCode ?? null },
      noticeFor(row, outcome.status, target.cardLabel),
    );
    return outcome;
  }

  return {
    drive,
    /**
     * Records a charge before its gateway call, in the stylist's currency at commit (read FOR
     * SHARE, charges.repository). Null when one of this kind is already pending or succeeded for
     * the appointment: the partial unique index decides between concurrent requests.
     */
    async record(charge: {
      stylistId: number;
      appointmentId: number;
      kind: ChargeKind | 'deposit';
      amountCents: number;
      paymentCardId: number | null;
      /** Where the money goes (charge-destination.ts): kept, so a re-send goes there too. */
      destinationAccountId: string;
    }): Promise<ChargeRow | null> {
      const id = randomUUID();
      return repository.insertPending(
        {
          id,
          ...charge,
          applicationFeeCents: applicationFeeCents(charge.amountCents, applicationFeePercent),
          provider: gateway.name,
          idempotencyKey: `chairly-charge-${id}`,
        },
        defaultCurrency,
      );
    },
    /**
     * The charge sweep (a pg-boss schedule, jobs/queues.ts): re-sends charges of every kind whose
     * request died after recording them (pending for over two minutes) under their original
     * idempotency key, with the card they were recorded with, and records the outcome. A pending
     * fee blocks itself ("already charged") and a pending deposit its booking, so nobody else
     * would retry it. Returns how many were settled.
     */
    async resumeStale(limit = 20): Promise<number> {
      let settled = 0;
      for (const row of await repository.leaseStalePending(STALE_PENDING_MS, limit)) {
        if (row.provider !== gateway.name || row.paymentCardId === null) continue;
        const card = await repository.cardById(row.paymentCardId);
        const destination = row.destinationAccountId ?? (await businessAccount(row.stylistId));
        if (!card || !destination) continue;
        try {
          const outcome = await drive(row, {
            customerId: card.gatewayCustomerId,
            cardId: card.gatewayCardId,
            destination,
            cardLabel: cardLabel(card),
          });
          // A decline or an authentication request is an outcome (recorded); `pending` waits for a webhook.
          if (outcome.status !== 'pending') settled += 1;
        } catch (error) {
          // Unreachable: stays pending for the next sweep.
          if (!(error instanceof AppError)) throw error;
        }
      }
      return settled;
    },
  };
}
export type ChargeDriver = ReturnType<typeof createChargeDriver>;
