import type { CancellationInfo } from '@chairly/shared/booking/contracts';
import { fromMinorUnits, toMinorUnits } from '@chairly/shared/format';

/** What cancelling now costs the customer, as one sentence (issue #31.11): its key and amounts (major units). */
export type CancelCost =
  | { key: 'deposit.cancelRefunded'; amounts: { amount: number } }
  | { key: 'cancel.costFee'; amounts: { total: number } }
  | { key: 'cancel.costDepositAndFee'; amounts: { total: number; deposit: number; rest: number } }
  | { key: 'cancel.costDeposit'; amounts: { deposit: number } }
  | { key: 'cancel.feeUnknown'; amounts: Record<string, never> };

/**
 * The most cancelling may cost, by the rule the fee charge follows (docs/payments.md): the fee is
 * the stylist's percentage of the price, and a kept deposit counts towards it, so she pays the
 * larger of the two, never both. Outside the window only a refund is said; null: nothing to say.
 */
export function cancelCost(info: CancellationInfo, price: number, currency: string): CancelCost | null {
  const deposit = info.deposit ? toMinorUnits(info.deposit.amount, currency) : 0;
  const major = (minor: number) => fromMinorUnits(minor, currency);
  if (!info.insideWindow) return deposit > 0 ? { key: 'deposit.cancelRefunded', amounts: { amount: major(deposit) } } : null;
  if (info.feePercentage === null) return deposit > 0 ? { key: 'cancel.costDeposit', amounts: { deposit: major(deposit) } } : { key: 'cancel.feeUnknown', amounts: {} };
  const fee = Math.round((toMinorUnits(price, currency) * info.feePercentage) / 100);
  if (deposit === 0) return { key: 'cancel.costFee', amounts: { total: major(fee) } };
  if (fee <= deposit) return { key: 'cancel.costDeposit', amounts: { deposit: major(deposit) } };
  return { key: 'cancel.costDepositAndFee', amounts: { total: major(fee), deposit: major(deposit), rest: major(fee - deposit) } };
}
