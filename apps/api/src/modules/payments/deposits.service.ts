import { randomUUID } from 'node:crypto';
import { AppError, normalizeCurrency, PAYMENT_ERROR_MESSAGES } from '@chairly/shared';
import { postgresCode } from '../../db/transactions';
import type { PaymentGateway } from '../../gateways/payments/index';
import type { DepositOutcome, DepositRefundReason, DepositRefundResult, Deposits } from '../appointments-core/index';
import { cardLabel, isStale, STALE_PENDING_MS, unavailable, type ChargeDriver, type ChargeTarget } from './charge-driver';
import { chargeDestination } from './charge-destination';
import type { ChargeRow, ChargesRepository } from './charges.repository';
import type { DepositsRepository, RefundRow } from './deposits.repository';

type Deps = {
  charges: Pick<ChargesRepository, 'cardOnFile' | 'cardById' | 'destination' | 'findActive'>;
  deposits: DepositsRepository;
  /** The one charge driver (charge-driver.ts), shared with the fees: records and sends the deposit charge. */
  driver: Pick<ChargeDriver, 'record' | 'drive'>;
  gateway: Pick<PaymentGateway, 'name' | 'retrieveCharge' | 'refund'>;
};

/** An abandoned deposit is looked at again after this long… */
const ABANDONED_RECHECK_MS = 5 * 60 * 1000;
/** …and an attempt waiting for authentication only within a day of being made. */
const AUTHENTICATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const inProgress = () => new AppError('CONFLICT', PAYMENT_ERROR_MESSAGES.DEPOSIT_IN_PROGRESS, undefined, 'deposit_in_progress');

/**
 * Deposits through the payment gateway, with the care of the fees: each charge and refund is a
 * row before the gateway call (its idempotency key) and gets the outcome after it; partial unique
 * indexes let one deposit and one refund per appointment be pending or succeeded, so any number of
 * concurrent confirmations or cancellations charge once and refund once.
 */
export function createDepositsService({ charges, deposits, driver, gateway }: Deps): Deposits & {
  /** The paid deposit in minor units of its currency (upper case); null when none is paid. */
  paidDeposit: (appointmentId: number) => Promise<{ cents: number; currency: string } | null>;
  sweep: (limit?: number) => Promise<number>;
} {
  /** Where a deposit goes (D66's one rule); without an appointment, whether the business can take one. */
  async function destinationOf(stylistId: number, appointmentId?: number, memberId?: number): Promise<string | null> {
    const account = await charges.destination(stylistId, appointmentId, memberId);
    return account ? chargeDestination(account, gateway.name) : null;
  }

  function failed(outcome: { declineCode?: string }): never {
    if (outcome.declineCode === 'authentication_failed')
      throw new AppError('CARD_DECLINED', PAYMENT_ERROR_MESSAGES.DEPOSIT_AUTHENTICATION_FAILED, undefined, 'deposit_authentication_failed');
    throw new AppError('CARD_DECLINED', PAYMENT_ERROR_MESSAGES.DEPOSIT_DECLINED, undefined, 'deposit_declined');
  }

  /** A recorded deposit through the one driver (on-session: `returnUrl`), read as the booking page's answer. */
  async function drive(row: ChargeRow, target: ChargeTarget, returnUrl: string): Promise<DepositOutcome> {
    const outcome = await driver.drive(row, target, returnUrl);
    if (outcome.status === 'succeeded') return { status: 'succeeded' };
    if (outcome.status === 'pending') throw inProgress();
    if (outcome.status === 'requires_action') {
      if (!outcome.actionUrl) failed({ declineCode: 'authentication_failed' });
      return { status: 'requires_action', actionUrl: outcome.actionUrl };
    }
    return failed(outcome);
  }

  /**
   * The customer came back from authenticating (or confirms again meanwhile): the attempt's
   * outcome is read from the gateway. Null when the attempt is not for this card (it is dropped).
   */
  async function resumeAuthentication(row: ChargeRow, cardId: string): Promise<DepositOutcome | null> {
    const card = row.paymentCardId === null ? null : await charges.cardById(row.paymentCardId);
    if (!card || card.gatewayCardId !== cardId || !row.gatewayPaymentId) {
      await deposits.settleFrom(row.id, ['requires_action'], { status: 'failed', gatewayPaymentId: row.gatewayPaymentId, declineCode: 'abandoned' });
      return null;
    }
    const outcome = await gateway.retrieveCharge(row.gatewayPaymentId).catch(() => {
      throw unavailable();
    });
    if (!outcome) {
      await deposits.settleFrom(row.id, ['requires_action'], { status: 'failed', gatewayPaymentId: row.gatewayPaymentId, declineCode: 'abandoned' });
      return null;
    }
    if (outcome.status === 'requires_action' && outcome.actionUrl) return { status: 'requires_action', actionUrl: outcome.actionUrl };
    const status = outcome.status === 'requires_action' ? 'declined' : outcome.status;
    try {
      await deposits.settleFrom(row.id, ['requires_action'], { status, gatewayPaymentId: outcome.paymentId, declineCode: outcome.declineCode ?? null });
    } catch (error) {
      // Another deposit of this appointment succeeded meanwhile (a second card): this one is not needed.
      if (postgresCode(error) === '23505') throw inProgress();
      throw error;
    }
    if (status === 'succeeded') return { status: 'succeeded' };
    if (status === 'pending') throw inProgress();
    return failed(outcome);
  }

  async function driveRefund(row: RefundRow, paymentId: string): Promise<DepositRefundResult> {
    let outcome;
    try {
      outcome = await gateway.refund({
        paymentId,
        amountCents: row.amountCents,
        idempotencyKey: row.idempotencyKey,
        metadata: { refundId: row.id, appointmentId: String(row.appointmentId), reason: row.reason, stylistId: String(row.stylistId) },
      });
    } catch {
      // Outcome unknown: stays pending; a later refund request re-sends it under the same key.
      return 'pending';
    }
    await deposits.settleRefund(row.id, { status: outcome.status, gatewayRefundId: outcome.refundId, failureCode: outcome.failureCode ?? null });
    return outcome.status === 'succeeded' ? 'refunded' : outcome.status;
  }

  return {
    async chargeable(stylistId, memberId) {
      return (await destinationOf(stylistId, undefined, memberId)) !== null;
    },

    async take({ stylistId, appointmentId, cardId, amountCents, returnUrl }) {
      const active = await charges.findActive(appointmentId, 'deposit');
      if (active?.status === 'succeeded') return { status: 'succeeded' };
      const card = await charges.cardOnFile(gateway.name, cardId);
      const destination = await destinationOf(stylistId, appointmentId);
      if (!card) throw new AppError('BUSINESS_RULE', 'This card is not one of your saved cards', { stripeCardId: 'Choose one of your saved cards' }, 'card_not_saved');
      if (!destination) throw new AppError('BUSINESS_RULE', 'The stylist cannot take deposits right now; please try again later');
      const target = { customerId: card.gatewayCustomerId, cardId: card.gatewayCardId, destination, cardLabel: cardLabel(card) };
      if (active) {
        // Another request is at the gateway with it; one whose request died is re-sent under its
        // key, with the card it was recorded with.
        const recorded = active.paymentCardId === null ? null : await charges.cardById(active.paymentCardId);
        if (!isStale(active) || !recorded) throw inProgress();
        return drive(active, { customerId: recorded.gatewayCustomerId, cardId: recorded.gatewayCardId, destination: active.destinationAccountId ?? destination, cardLabel: cardLabel(recorded) }, returnUrl);
      }
      const awaiting = await deposits.awaitingAction(appointmentId);
      if (awaiting) {
        const resumed = await resumeAuthentication(awaiting, cardId);
        if (resumed) return resumed;
      }
      const row = await driver.record({ stylistId, appointmentId, kind: 'deposit', amountCents, paymentCardId: card.paymentCardId, destinationAccountId: destination });
      if (row) return drive(row, target, returnUrl);
      // Lost the race for the one deposit row: the winner charges.
      const winner = await charges.findActive(appointmentId, 'deposit');
      if (winner?.status === 'succeeded') return { status: 'succeeded' };
      throw inProgress();
    },

    async refund({ stylistId, appointmentId, reason }: { stylistId: number; appointmentId: number; reason: DepositRefundReason }) {
      const charge = await deposits.paidDeposit(appointmentId);
      if (!charge || charge.stylistId !== stylistId || !charge.gatewayPaymentId || charge.provider !== gateway.name) return 'none';
      const id = randomUUID();
      const row = await deposits.insertPendingRefund({
        id,
        chargeId: charge.id,
        stylistId,
        appointmentId,
        amountCents: charge.amountCents,
        reason,
        provider: gateway.name,
        idempotencyKey: `chairly-refund-${id}`,
      });
      if (row) return driveRefund(row, charge.gatewayPaymentId);
      const existing = await deposits.activeRefund(charge.id);
      if (existing?.status === 'pending' && isStale(existing)) return driveRefund(existing, charge.gatewayPaymentId);
      return existing?.status === 'succeeded' ? 'already' : 'busy';
    },

    async release({ stylistId, appointmentId }) {
      const awaiting = await deposits.awaitingAction(appointmentId);
      if (awaiting?.gatewayPaymentId && awaiting.stylistId === stylistId) {
        const outcome = await gateway.retrieveCharge(awaiting.gatewayPaymentId).catch(() => null);
        if (outcome && outcome.status !== 'requires_action')
          await deposits
            .settleFrom(awaiting.id, ['requires_action'], { status: outcome.status, gatewayPaymentId: outcome.paymentId, declineCode: outcome.declineCode ?? null })
            .catch((error: unknown) => {
              if (postgresCode(error) !== '23505') throw error;
            });
      }
      return this.refund({ stylistId, appointmentId, reason: 'not-booked' });
    },

    /**
     * Run by the job runners (one instance at a time per row): re-sends refunds left pending
     * under their own key, and gives back deposits whose hold will not become a booking — the
     * customer authenticated and never came back, or the webhook settled it after the hold ran
     * out. Returns how many were handled.
     */
    async sweep(limit = 20) {
      let handled = 0;
      for (const row of await deposits.leaseStalePendingRefunds(STALE_PENDING_MS, limit)) {
        const charge = await deposits.chargeById(row.chargeId);
        if (!charge?.gatewayPaymentId || row.provider !== gateway.name) continue;
        if ((await driveRefund(row, charge.gatewayPaymentId)) !== 'pending') handled += 1;
      }
      for (const { stylistId, appointmentId } of await deposits.abandonedDeposits(ABANDONED_RECHECK_MS, AUTHENTICATION_MAX_AGE_MS, limit)) {
        const result = await this.release({ stylistId, appointmentId });
        if (result === 'refunded' || result === 'failed') handled += 1;
      }
      return handled;
    },

    paidDeposit: async (appointmentId: number) => {
      const row = await deposits.paidDeposit(appointmentId);
      return row ? { cents: row.amountCents, currency: normalizeCurrency(row.currency) } : null;
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
