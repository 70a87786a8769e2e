import {
  CANCELLATION_WINDOW_HOURS,
  POLICY_CONFIG,
  type ChargeKind,
  type FeeUnavailableReason,
} from '@chairly/shared';

export type ChargeableAppointment = {
  state: string;
  amountCents: number;
  startsAt: Date;
  cancelledAt: Date | null;
};

export type PolicyRow = { config: number; value: number };

export type ChargeContext = {
  appointment: ChargeableAppointment;
  policies: PolicyRow[];
  hasCard: boolean;
  /** Charges enabled at the gateway and the account not unlinked by the stylist. */
  chargesEnabled: boolean;
  alreadyCharged: boolean;
  /**
   * Issue #20: a deposit the customer paid and was not given back, in cents. The checkout amount
   * and a kept deposit's fee (no-show, late cancellation) are reduced by it: never charged twice.
   */
  heldDepositCents?: number;
};

export type ChargeDecision =
  | { available: true; amountCents: number }
  | { available: false; reason: FeeUnavailableReason; amountCents: number };

const valueOf = (policies: PolicyRow[], config: number) =>
  policies.find((p) => p.config === config)?.value ?? null;

/** Percentage of a fee kind, or null when the stylist has not enabled that policy. */
export function feePercent(kind: ChargeKind, policies: PolicyRow[]): number | null {
  if (kind === 'checkout') return 100;
  return valueOf(
    policies,
    kind === 'no-show-fee' ? POLICY_CONFIG.noShowPercentage : POLICY_CONFIG.cancellationPercentage,
  );
}

/** Cancelled no earlier than the policy's window before the start (default window: 1 hour). */
export function cancelledInsideWindow(
  appointment: ChargeableAppointment,
  policies: PolicyRow[],
): boolean {
  if (!appointment.cancelledAt) return false;
  const windowMinutes =
    valueOf(policies, POLICY_CONFIG.cancellationWindowMinutes) ??
    CANCELLATION_WINDOW_HOURS.default * 60;
  return (
    appointment.cancelledAt.getTime() >= appointment.startsAt.getTime() - windowMinutes * 60_000
  );
}

function stateAllows(kind: ChargeKind, appointment: ChargeableAppointment): boolean {
  if (kind === 'no-show-fee') return appointment.state === 'no_show';
  if (kind === 'cancel-fee') return appointment.state === 'cancelled';
  return appointment.state === 'booked' || appointment.state === 'completed';
}

/** Whether a charge of this kind may be made now, and its amount in cents (docs/product.md §4, issue 6). */
export function decideCharge(kind: ChargeKind, context: ChargeContext): ChargeDecision {
  const { appointment, policies } = context;
  const percent = feePercent(kind, policies);
  // Stryker disable next-line ConditionalExpression: null counts as 0 in the product as well; said here for the reader
  const gross = percent === null ? 0 : Math.round((appointment.amountCents * percent) / 100);
  const amountCents = Math.max(0, gross - (context.heldDepositCents ?? 0));
  const no = (reason: FeeUnavailableReason): ChargeDecision => ({
    available: false,
    reason,
    amountCents,
  });
  if (percent === null) return no('policy-disabled');
  if (!stateAllows(kind, appointment)) return no('wrong-state');
  if (kind === 'cancel-fee' && !cancelledInsideWindow(appointment, policies))
    return no('outside-cancellation-window');
  if (!context.chargesEnabled) return no('charges-disabled');
  if (!context.hasCard) return no('no-card');
  if (context.alreadyCharged) return no('already-charged');
  if (amountCents <= 0) return no('nothing-to-charge');
  return { available: true, amountCents };
}

export const applicationFeeCents = (amountCents: number, percent: number) =>
  Math.floor((amountCents * percent) / 100);
