import { fitsCurrency, fromMinorUnits, toMinorUnits } from '@chairly/shared/format';
import {
  CANCELLATION_WINDOW_HOURS,
  DEFAULT_CANCELLATION_FEE,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_NO_SHOW_FEE,
  DEPOSIT_AMOUNT_CENTS,
  POLICY_CONFIG,
} from '@chairly/shared/constants';
import type { PolicyEntry } from '@chairly/shared/settings/policies';
import { cancellationWindowHours } from '@chairly/shared/validation/rules';

/** The No-show Protection tab's state: two switches, their choices, the window in hours. */
export type PolicyForm = {
  noShowEnabled: boolean;
  noShowPercentage: number;
  cancellationEnabled: boolean;
  cancellationPercentage: number;
  /** Hours as typed; the server stores minutes. */
  cancellationWindowHours: number | '';
  /** Issue #20: "Require a deposit": a percentage of the price (kind 3) or a fixed amount (kind 4). */
  depositEnabled: boolean;
  depositKind: 'percentage' | 'amount';
  depositPercentage: number;
  /** Dollars as typed; the server stores cents. */
  depositAmount: number | '';
};

export const DEFAULT_POLICY_FORM: PolicyForm = {
  noShowEnabled: false,
  noShowPercentage: DEFAULT_NO_SHOW_FEE,
  cancellationEnabled: false,
  cancellationPercentage: DEFAULT_CANCELLATION_FEE,
  cancellationWindowHours: CANCELLATION_WINDOW_HOURS.default,
  depositEnabled: false,
  depositKind: 'percentage',
  depositPercentage: DEFAULT_DEPOSIT_PERCENT,
  depositAmount: '',
};

export class UnknownPolicyKindError extends Error {
  constructor(readonly kind: number) {
    super(`Unknown stylist policy config kind ${kind}`);
  }
}

/**
 * Stored entries → form; each entry turns its switch on (docs/product.md §4). An unknown kind is an
 * error. A fixed deposit is stored in the minor unit of the stylist's `currency` (issue #29).
 */
export function policiesToForm(entries: readonly PolicyEntry[], currency: string): PolicyForm {
  const form = { ...DEFAULT_POLICY_FORM };
  for (const { stylistConfig, value } of entries) {
    if (stylistConfig === POLICY_CONFIG.noShowPercentage)
      Object.assign(form, { noShowEnabled: true, noShowPercentage: value });
    else if (stylistConfig === POLICY_CONFIG.cancellationPercentage)
      Object.assign(form, { cancellationEnabled: true, cancellationPercentage: value });
    else if (stylistConfig === POLICY_CONFIG.cancellationWindowMinutes)
      Object.assign(form, { cancellationEnabled: true, cancellationWindowHours: value / 60 });
    else if (stylistConfig === POLICY_CONFIG.depositPercentage)
      Object.assign(form, { depositEnabled: true, depositKind: 'percentage', depositPercentage: value });
    else if (stylistConfig === POLICY_CONFIG.depositAmountCents)
      Object.assign(form, { depositEnabled: true, depositKind: 'amount', depositAmount: fromMinorUnits(value, currency) });
    else throw new UnknownPolicyKindError(stylistConfig);
  }
  return form;
}

/** Form → entries to save: only the enabled policies, the window converted to minutes. */
export function formToPolicies(form: PolicyForm, currency: string): PolicyEntry[] {
  const entries: PolicyEntry[] = [];
  if (form.noShowEnabled)
    entries.push({ stylistConfig: POLICY_CONFIG.noShowPercentage, value: form.noShowPercentage });
  if (form.cancellationEnabled) {
    entries.push({
      stylistConfig: POLICY_CONFIG.cancellationPercentage,
      value: form.cancellationPercentage,
    });
    entries.push({
      stylistConfig: POLICY_CONFIG.cancellationWindowMinutes,
      value: Number(form.cancellationWindowHours) * 60,
    });
  }
  if (form.depositEnabled)
    entries.push(
      form.depositKind === 'percentage'
        ? { stylistConfig: POLICY_CONFIG.depositPercentage, value: form.depositPercentage }
        : {
            stylistConfig: POLICY_CONFIG.depositAmountCents,
            value: toMinorUnits(Number(form.depositAmount), currency),
          },
    );
  return entries;
}

/** A fixed deposit matters only while it is chosen: 100 … 1,000,000 minor units, no more decimals than the currency has. */
export function isDepositValid(
  form: Pick<PolicyForm, 'depositEnabled' | 'depositKind' | 'depositAmount'>,
  currency: string,
): boolean {
  if (!form.depositEnabled || form.depositKind !== 'amount') return true;
  if (form.depositAmount === '') return false;
  if (!fitsCurrency(form.depositAmount, currency)) return false;
  const minor = toMinorUnits(form.depositAmount, currency);
  return minor >= DEPOSIT_AMOUNT_CENTS.min && minor <= DEPOSIT_AMOUNT_CENTS.max;
}

/** The window only matters while cancellation is on: a whole number of hours, 1 … 96. */
export function isWindowValid(
  form: Pick<PolicyForm, 'cancellationEnabled' | 'cancellationWindowHours'>,
): boolean {
  if (!form.cancellationEnabled) return true;
  return (
    form.cancellationWindowHours !== '' && cancellationWindowHours(form.cancellationWindowHours)
  );
}

/** docs/product.md §5: Save is disabled with an invalid window, while saving, or without a connected account. */
export function canSavePolicies(
  form: PolicyForm,
  state: { saving: boolean; accountReady: boolean; currency: string },
): boolean {
  return state.accountReady && !state.saving && isWindowValid(form) && isDepositValid(form, state.currency);
}
