import {
  AppError,
  PAYMENT_ERROR_MESSAGES,
  type AppointmentCard,
  type AppointmentCharge,
  type Charge,
  type ChargeKind,
  type FeeAvailability,
  type FeeType,
  fromMinorUnits,
  normalizeCurrency,
} from '@chairly/shared';
import { cardLabel, isStale, type ChargeDriver, type ChargeTarget } from './charge-driver';
import { chargeDestination } from './charge-destination';
import type { ChargeRow, ChargesRepository } from './charges.repository';
import type { DepositsRepository } from './deposits.repository';
import { decideCharge, type ChargeDecision } from './fee-rules';

type Deps = {
  repository: Pick<ChargesRepository, 'findAppointment' | 'cardOnFile' | 'policies' | 'destination' | 'findActive' | 'chargesOf'>;
  /** The one charge driver (charge-driver.ts), shared with deposits. */
  driver: Pick<ChargeDriver, 'record' | 'drive'>;
  gatewayName: string;
  /** The deployment's currency (PAYMENT_CURRENCY): a stylist's while her row has none (D33). */
  defaultCurrency: string;
  /** The paid deposit, deducted from checkout and counted towards a fee (issue #20). */
  deposits?: Pick<DepositsRepository, 'heldDepositCents'>;
};

/** Minor units to the API's decimal amount in the currency (4550 EUR → 45.5; 4550 JPY → 4550). */
const toMoney = (minor: number, currency: string) => fromMinorUnits(minor, currency);

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
export function createChargesService({ repository, driver, gatewayName, defaultCurrency, deposits }: Deps) {
  async function load(stylistId: number, appointmentId: number) {
    const appointment = await repository.findAppointment(stylistId, appointmentId);
    if (!appointment) throw new AppError('NOT_FOUND', 'Appointment not found');
    const card = appointment.cardId
      ? await repository.cardOnFile(gatewayName, appointment.cardId)
      : null;
    // The accounts and her currency in one read (charges.repository); D66's one rule picks.
    const account = await repository.destination(stylistId, appointmentId);
    const destination = account ? chargeDestination(account, gatewayName) : null;
    const currency = normalizeCurrency(account?.currency ?? defaultCurrency);
    return { appointment, card, destination, currency, policies: await repository.policies(stylistId) };
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

  /** A recorded fee or checkout through the one driver; a decline or an authentication request is a 402-style error. */
  async function drive(row: ChargeRow, target: ChargeTarget): Promise<Charge> {
    const outcome = await driver.drive(row, target);
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
      const { decision, currency } = await decide(stylistId, appointmentId, type);
      const amount = toMoney(decision.amountCents, currency);
      return decision.available
        ? { available: true, amount, currency }
        : { available: false, reason: decision.reason, amount, currency };
    },
    /** The appointment's charges and where each went (D66); another stylist's appointment is 404. */
    async list(stylistId: number, appointmentId: number): Promise<AppointmentCharge[]> {
      if (!(await repository.findAppointment(stylistId, appointmentId))) throw new AppError('NOT_FOUND', 'Appointment not found');
      return (await repository.chargesOf(appointmentId)).map((row) => ({
        id: row.id,
        kind: row.kind as AppointmentCharge['kind'],
        status: row.status as AppointmentCharge['status'],
        amount: toMoney(row.amountCents, row.currency),
        currency: normalizeCurrency(row.currency),
        destinationAccount: row.destinationAccountId,
        createdAt: row.createdAt.toISOString(),
      }));
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
              cardLabel: cardLabel(card),
            }
          : null;
      if (decision.available && target) {
        // The partial unique index decides between concurrent requests: one row, one gateway call.
        const row = await driver.record({
          stylistId,
          appointmentId,
          kind,
          amountCents: decision.amountCents,
          paymentCardId: card?.paymentCardId ?? null,
          destinationAccountId: target.destination,
        });
        if (row) return drive(row, target);
      }
      const existing = await repository.findActive(appointmentId, kind);
      // A re-send goes where the first send went (D66).
      if (existing?.status === 'pending' && target && isStale(existing))
        return drive(existing, { ...target, destination: existing.destinationAccountId ?? target.destination });
      throw new AppError('ALREADY_CHARGED', PAYMENT_ERROR_MESSAGES.ALREADY_CHARGED, undefined, 'already_charged');
    },
  };
}
export type ChargesService = ReturnType<typeof createChargesService>;
