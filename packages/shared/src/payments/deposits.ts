import { DEPOSIT_AMOUNT_CENTS, DEPOSIT_PERCENT_OPTIONS, POLICY_CONFIG } from '../constants';

/**
 * Issue #20: a deposit taken when a booking is confirmed. `paid` (taken, the appointment ahead),
 * `refunded` (given back: a cancellation outside the window, any cancellation by the stylist),
 * `applied` (deducted at checkout), `kept` (a cancellation inside the window or a no-show).
 */
export const DEPOSIT_STATUSES = ['paid', 'refunded', 'applied', 'kept'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A service's own deposit: the stylist's rule (`default`), none, a percentage or a fixed amount. */
export const SERVICE_DEPOSIT_MODES = ['default', 'none', 'percentage', 'amount'] as const;
export type ServiceDepositMode = (typeof SERVICE_DEPOSIT_MODES)[number];

export type DepositRule = { kind: 'percentage'; percent: number } | { kind: 'amount'; cents: number };

/** The stylist's "Require a deposit" from her policy entries (kinds 3 and 4), or null when off. */
export function depositRuleOf(policies: readonly { config: number; value: number }[]): DepositRule | null {
  const percent = policies.find((p) => p.config === POLICY_CONFIG.depositPercentage)?.value;
  if (percent !== undefined) return { kind: 'percentage', percent };
  const cents = policies.find((p) => p.config === POLICY_CONFIG.depositAmountCents)?.value;
  return cents === undefined ? null : { kind: 'amount', cents };
}

export type DepositService = { priceCents: number; depositMode: ServiceDepositMode; depositValue: number | null };

/**
 * What is due when booking these services, in cents (0 = nothing). Only while the stylist requires
 * a deposit: each service with its own rule adds its percentage of its price or its fixed amount
 * (cents); the services without one follow her rule (her percentage of their prices, or her fixed
 * amount once per booking). Never more than the price of the booking.
 */
export function depositCents(rule: DepositRule | null, services: readonly DepositService[]): number {
  if (!rule || services.length === 0) return 0;
  const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
  let due = 0;
  let followsRule = false;
  for (const s of services) {
    if (s.depositMode === 'none') continue;
    if (s.depositMode === 'percentage') due += percentOf(s.priceCents, s.depositValue ?? 0);
    else if (s.depositMode === 'amount') due += s.depositValue ?? 0;
    else if (rule.kind === 'percentage') due += percentOf(s.priceCents, rule.percent);
    else followsRule = true;
  }
  // Stryker disable next-line ConditionalExpression: only an amount rule is followed this way (a percentage is added above)
  if (followsRule && rule.kind === 'amount') due += rule.cents;
  const total = services.reduce((sum, s) => sum + s.priceCents, 0);
  return Math.max(0, Math.min(due, total));
}

/** A service's own deposit value is valid for its mode (percentage: the options; amount: cents in range). */
export function serviceDepositValid(mode: ServiceDepositMode, value: number | null): boolean {
  if (mode === 'default' || mode === 'none') return value === null;
  // Stryker disable next-line ConditionalExpression: null fails both checks below as well; said here for the reader
  if (value === null) return false;
  if (mode === 'percentage') return (DEPOSIT_PERCENT_OPTIONS as readonly number[]).includes(value);
  return Number.isInteger(value) && value >= DEPOSIT_AMOUNT_CENTS.min && value <= DEPOSIT_AMOUNT_CENTS.max;
}
