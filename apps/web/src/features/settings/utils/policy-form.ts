import {
  CANCELLATION_WINDOW_HOURS,
  DEFAULT_CANCELLATION_FEE,
  DEFAULT_NO_SHOW_FEE,
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
};

export const DEFAULT_POLICY_FORM: PolicyForm = {
  noShowEnabled: false,
  noShowPercentage: DEFAULT_NO_SHOW_FEE,
  cancellationEnabled: false,
  cancellationPercentage: DEFAULT_CANCELLATION_FEE,
  cancellationWindowHours: CANCELLATION_WINDOW_HOURS.default,
};

export class UnknownPolicyKindError extends Error {
  constructor(readonly kind: number) {
    super(`Unknown stylist policy config kind ${kind}`);
  }
}

/** Stored entries → form; each entry turns its switch on (SPEC §4). An unknown kind is an error. */
export function policiesToForm(entries: readonly PolicyEntry[]): PolicyForm {
  const form = { ...DEFAULT_POLICY_FORM };
  for (const { stylistConfig, value } of entries) {
    if (stylistConfig === POLICY_CONFIG.noShowPercentage)
      Object.assign(form, { noShowEnabled: true, noShowPercentage: value });
    else if (stylistConfig === POLICY_CONFIG.cancellationPercentage)
      Object.assign(form, { cancellationEnabled: true, cancellationPercentage: value });
    else if (stylistConfig === POLICY_CONFIG.cancellationWindowMinutes)
      Object.assign(form, { cancellationEnabled: true, cancellationWindowHours: value / 60 });
    else throw new UnknownPolicyKindError(stylistConfig);
  }
  return form;
}

/** Form → entries to save: only the enabled policies, the window converted to minutes. */
export function formToPolicies(form: PolicyForm): PolicyEntry[] {
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
  return entries;
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

/** SPEC §5: Save is disabled with an invalid window, while saving, or without a connected account. */
export function canSavePolicies(
  form: PolicyForm,
  state: { saving: boolean; accountReady: boolean },
): boolean {
  return state.accountReady && !state.saving && isWindowValid(form);
}
