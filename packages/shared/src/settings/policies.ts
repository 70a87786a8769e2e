import { z } from 'zod';
import { CANCELLATION_FEE_OPTIONS, CANCELLATION_WINDOW_HOURS, DEPOSIT_AMOUNT_CENTS, DEPOSIT_PERCENT_OPTIONS, NO_SHOW_FEE_OPTIONS, POLICY_CONFIG } from '../constants';
import { messageToken } from '../validation/message-token';

export const POLICY_MESSAGES = {
  unknownKind: 'Unknown policy kind',
  duplicateKind: 'Each policy kind may be sent once',
  noShowValue: `The no-show fee must be one of ${NO_SHOW_FEE_OPTIONS.join(', ')} percent`,
  cancellationValue: `The cancellation fee must be one of ${CANCELLATION_FEE_OPTIONS.join(', ')} percent`,
  cancellationPair: 'A cancellation fee needs a cancellation window, and a window needs a fee',
  depositPercentValue: `The deposit must be one of ${DEPOSIT_PERCENT_OPTIONS.join(', ')} percent`,
  depositAmountValue: `The deposit must be between ${DEPOSIT_AMOUNT_CENTS.min} and ${DEPOSIT_AMOUNT_CENTS.max} (sent in the minor unit of your currency, such as cents)`,
  depositOne: 'A deposit is either a percentage or a fixed amount, not both',
} as const;

const KINDS = Object.values(POLICY_CONFIG) as number[];
const MINUTES = { min: CANCELLATION_WINDOW_HOURS.min * 60, max: CANCELLATION_WINDOW_HOURS.max * 60 };

/**
 * One stored policy (docs/product.md §3 "Policy entry"); kind 2 is the window in minutes, kind 3 the
 * deposit percentage, kind 4 a fixed deposit in cents (issue #20).
 */
export const policyEntrySchema = z.object({
  stylistConfig: z.number().int(),
  value: z.number().int(),
});
export type PolicyEntry = z.infer<typeof policyEntrySchema>;

function valueError(entry: PolicyEntry): string | null {
  const { noShowPercentage, cancellationPercentage, depositPercentage, depositAmountCents } = POLICY_CONFIG;
  if (entry.stylistConfig === depositPercentage)
    return (DEPOSIT_PERCENT_OPTIONS as readonly number[]).includes(entry.value) ? null : POLICY_MESSAGES.depositPercentValue;
  if (entry.stylistConfig === depositAmountCents)
    return entry.value >= DEPOSIT_AMOUNT_CENTS.min && entry.value <= DEPOSIT_AMOUNT_CENTS.max ? null : POLICY_MESSAGES.depositAmountValue;
  if (entry.stylistConfig === noShowPercentage)
    return (NO_SHOW_FEE_OPTIONS as readonly number[]).includes(entry.value) ? null : POLICY_MESSAGES.noShowValue;
  if (entry.stylistConfig === cancellationPercentage)
    return (CANCELLATION_FEE_OPTIONS as readonly number[]).includes(entry.value) ? null : POLICY_MESSAGES.cancellationValue;
  const wholeHours = entry.value % 60 === 0 && entry.value >= MINUTES.min && entry.value <= MINUTES.max;
  return wholeHours ? null : messageToken('cancellation_window');
}

/** POST /api/stylist-policy-config: the enabled policies only, replacing the stored set. */
export const policySetSchema = z
  // Unknown fields are rejected (docs/architecture.md §5), like every other request body.
  .array(z.strictObject(policyEntrySchema.shape))
  .max(KINDS.length)
  .superRefine((entries, ctx) => {
    const seen = new Set<number>();
    entries.forEach((entry, index) => {
      const kind = entry.stylistConfig;
      if (!KINDS.includes(kind)) return ctx.addIssue({ code: 'custom', path: [index, 'stylistConfig'], message: POLICY_MESSAGES.unknownKind });
      if (seen.has(kind)) return ctx.addIssue({ code: 'custom', path: [index, 'stylistConfig'], message: POLICY_MESSAGES.duplicateKind });
      seen.add(kind);
      const error = valueError(entry);
      if (error) ctx.addIssue({ code: 'custom', path: [index, 'value'], message: error });
    });
    const fee = seen.has(POLICY_CONFIG.cancellationPercentage);
    const window = seen.has(POLICY_CONFIG.cancellationWindowMinutes);
    if (fee !== window) ctx.addIssue({ code: 'custom', path: [], message: POLICY_MESSAGES.cancellationPair });
    if (seen.has(POLICY_CONFIG.depositPercentage) && seen.has(POLICY_CONFIG.depositAmountCents))
      ctx.addIssue({ code: 'custom', path: [], message: POLICY_MESSAGES.depositOne });
  });
export type PolicySet = z.infer<typeof policySetSchema>;
