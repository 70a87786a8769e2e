import { randomUUID } from 'node:crypto';
import {
  AppError,
  PAYMENT_ERROR_MESSAGES,
  type AppointmentCard,
  type Charge,
  type ChargeKind,
  type FeeAvailability,
  type FeeType,
  fromMinorUnits,
  normalizeCurrency,
} from '@chairly/shared';
import type { PaymentGateway } from '../../gateways/payments/index';
import { notificationEvent, type TxHook } from '../notifications/index';
import type { ChargeRow, ChargesRepository } from './charges.repository';
import type { DepositsRepository } from './deposits.repository';
import { applicationFeeCents, decideCharge, type ChargeDecision } from './fee-rules';

type Deps = {
  repository: Pick<
    ChargesRepository,
    | 'findAppointment'
    | 'cardOnFile'
    | 'policies'
    | 'destination'
    | 'findActive'
    | 'insertPending'
    | 'settle'
    | 'leaseStalePending'
    | 'cardById'
  >;
  gateway: Pick<PaymentGateway, 'name' | 'chargeOffSession'>;
  /** Issue #29: the stylist's currency (ISO 4217); her charges are made in it, never the deployment's. */
  currencyOf: (stylistId: number) => Promise<string>;
  applicationFeePercent: number;
  /** The paid deposit, deducted from checkout and counted towards a fee (issue #20). */
  deposits?: Pick<DepositsRepository, 'heldDepositCents'>;
};

/** Minor units to the API's decimal amount in the currency (4550 EUR → 45.5; 4550 JPY → 4550). */
const toMoney = (minor: number, currency: string) => fromMinorUnits(minor, currency);
/** A pending charge older than this lost its request (crash, timeout): a retry re-sends it under the same key. */
const STALE_PENDING_MS = 2 * 60 * 1000;

const UNAVAILABLE_MESSAGES: Record<string, string> = {
  'policy-disabled': 'This fee is not enabled in your no-show protection settings',
  'wrong-state': 'The appointment is not in a state that allows this charge',
  'outside-cancellation-window': 'The appointment was not cancelled inside the cancellation window',
  'charges-disabled':
    'Your payment account cannot take charges: connect it under Payment acceptance',
  'no-card': 'No card is on file for this appointment',
  'nothing-to-charge': 'There is nothing to charge',
};
/** When the deposit already covers the amount (issue #20). */
const COVERED_BY_DEPOSIT = 'The deposit already covers this amount; nothing more is charged';

/** Fees and checkout: recorded before the gateway call and after it; never charged twice. */
export function createChargesService({
  repository,
  gateway,
  currencyOf,
  applicationFeePercent,
  deposits,
}: Deps) {
  async function load(stylistId: number, appointmentId: number) {
    const appointment = await repository.findAppointment(stylistId, appointmentId);
    if (!appointment) throw new AppError('NOT_FOUND', 'Appointment not found');
    const card = appointment.cardId
      ? await repository.cardOnFile(gateway.name, appointment.cardId)
      : null;
    const account = await repository.destination(stylistId);
    const destination =
      account?.provider === gateway.name && account.chargesEnabled && account.stripeAccountEnabled
        ? account.accountId
        : null;
    return { appointment, card, destination, policies: await repository.policies(stylistId) };
  }

  async function decide(stylistId: number, appointmentId: number, kind: ChargeKind) {
    const context = await load(stylistId, appointmentId);
    const heldDepositCents = deposits ? await deposits.heldDepositCents(appointmentId) : 0;
    const decision: ChargeDecision = decideCharge(kind, {
      appointment: context.appointment,
      policies: context.policies,
      hasCard: context.card !== null,
      chargesEnabled: context.destination !== null,
      alreadyCharged: (await repository.findActive(appointmentId, kind)) !== null,
      heldDepositCents,
    });
    return { ...context, decision, heldDepositCents };
  }

  /** What the customer hears of an outcome: a fee taken, or a payment waiting for them. */
  function noticeFor(row: ChargeRow, status: string, card: string): TxHook | undefined {
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

  async function drive(
    row: ChargeRow,
    target: { customerId: string; cardId: string; destination: string; cardLabel: string },
  ): Promise<Charge> {
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
      })
      .catch(() => {
        // Outcome unknown: the row stays pending and a later retry re-sends it under the same key.
        throw new AppError(
          'UNAVAILABLE',
          'The payment provider could not be reached. Try again in a few minutes.',
        );
      });
    await repository.settle(
      row.id,
      {
        status: outcome.status,
        gatewayPaymentId: outcome.paymentId,
        declineCode: outcome.declineCode ?? null,
      },
      noticeFor(row, outcome.status, target.cardLabel),
    );
    if (outcome.status === 'declined')
      throw new AppError('CARD_DECLINED', PAYMENT_ERROR_MESSAGES.CARD_DECLINED, undefined, 'card_declined');
    if (outcome.status === 'requires_action')
      throw new AppError('AUTHENTICATION_REQUIRED', PAYMENT_ERROR_MESSAGES.AUTHENTICATION_REQUIRED, undefined, 'authentication_required');
    return {
      id: row.id,
      kind: row.kind as ChargeKind,
      status: outcome.status,
      amount: toMoney(row.amountCents, row.currency),
      currency: normalizeCurrency(row.currency),
    };
  }

  return {
    async availability(
      stylistId: number,
      appointmentId: number,
      type: FeeType,
    ): Promise<FeeAvailability> {
      const { decision } = await decide(stylistId, appointmentId, type);
      const currency = await currencyOf(stylistId);
      const amount = toMoney(decision.amountCents, currency);
      return decision.available
        ? { available: true, amount, currency }
        : { available: false, reason: decision.reason, amount, currency };
    },
    async cardDetails(stylistId: number, appointmentId: number): Promise<AppointmentCard> {
      const { card } = await load(stylistId, appointmentId);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    },
    async charge(stylistId: number, appointmentId: number, kind: ChargeKind): Promise<Charge> {
      const { decision, card, destination, heldDepositCents } = await decide(stylistId, appointmentId, kind);
      if (!decision.available && decision.reason !== 'already-charged') {
        const covered = decision.reason === 'nothing-to-charge' && heldDepositCents > 0;
        throw new AppError(
          'BUSINESS_RULE',
          covered
            ? COVERED_BY_DEPOSIT
            : (UNAVAILABLE_MESSAGES[decision.reason] ?? 'This charge is not available'),
        );
      }
      const target =
        card && destination
          ? {
              customerId: card.gatewayCustomerId,
              cardId: card.gatewayCardId,
              destination,
              cardLabel: `${card.brand} •••• ${card.last4}`,
            }
          : null;
      if (decision.available && target) {
        const id = randomUUID();
        // The partial unique index decides between concurrent requests: one row, one gateway call.
        const row = await repository.insertPending({
          id,
          stylistId,
          appointmentId,
          kind,
          amountCents: decision.amountCents,
          applicationFeeCents: applicationFeeCents(decision.amountCents, applicationFeePercent),
          // Stored and sent to the gateway in lower case, as Stripe writes it.
          currency: (await currencyOf(stylistId)).toLowerCase(),
          provider: gateway.name,
          paymentCardId: card?.paymentCardId ?? null,
          idempotencyKey: `chairly-charge-${id}`,
        });
        if (row) return drive(row, target);
      }
      const existing = await repository.findActive(appointmentId, kind);
      if (
        existing?.status === 'pending' &&
        target &&
        Date.now() - existing.createdAt.getTime() > STALE_PENDING_MS
      )
        return drive(existing, target);
      throw new AppError('ALREADY_CHARGED', PAYMENT_ERROR_MESSAGES.ALREADY_CHARGED, undefined, 'already_charged');
    },
    /**
     * Re-sends charges whose request died after recording them (pending for over two minutes)
     * under their original idempotency key, so the gateway charges at most once, and records the
     * outcome. Run by the job runner: a pending charge blocks its fee ("already charged"), so no
     * stylist would ever retry it. Returns how many were settled.
     */
    async resumeStale(limit = 20): Promise<number> {
      let settled = 0;
      for (const row of await repository.leaseStalePending(STALE_PENDING_MS, limit)) {
        if (row.provider !== gateway.name || row.paymentCardId === null) continue;
        const card = await repository.cardById(row.paymentCardId);
        const account = await repository.destination(row.stylistId);
        if (!card || !account || account.provider !== gateway.name) continue;
        try {
          await drive(row, {
            customerId: card.gatewayCustomerId,
            cardId: card.gatewayCardId,
            destination: account.accountId,
            cardLabel: `${card.brand} •••• ${card.last4}`,
          });
          settled += 1;
        } catch (error) {
          // A decline or an authentication request is an outcome (recorded); unreachable stays pending.
          if (error instanceof AppError && error.code !== 'UNAVAILABLE') settled += 1;
          else if (!(error instanceof AppError)) throw error;
        }
      }
      return settled;
    },
  };
}
export type ChargesService = ReturnType<typeof createChargesService>;
