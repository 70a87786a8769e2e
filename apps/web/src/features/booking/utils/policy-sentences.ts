import { POLICY_CONFIG } from '@chairly/shared/constants';
import type { PolicyEntry } from '@chairly/shared/settings/policies';

export type PolicySentence =
  | { key: 'policy.cancellation'; values: { hours: number; percent: number } }
  | { key: 'policy.noShow'; values: { percent: number } };

/**
 * The stylist's policies as sentences a customer understands (keys of the booking namespace):
 * "Cancelling less than 24 hours before costs 25% of the price. Not showing up costs 50%."
 */
export function policySentences(entries: readonly PolicyEntry[]): PolicySentence[] {
  const value = (kind: number) => entries.find((entry) => entry.stylistConfig === kind)?.value;
  const sentences: PolicySentence[] = [];
  const cancellation = value(POLICY_CONFIG.cancellationPercentage);
  const window = value(POLICY_CONFIG.cancellationWindowMinutes);
  if (cancellation !== undefined && window !== undefined) {
    sentences.push({
      key: 'policy.cancellation',
      values: { hours: Math.round(window / 60), percent: cancellation },
    });
  }
  const noShow = value(POLICY_CONFIG.noShowPercentage);
  if (noShow !== undefined) sentences.push({ key: 'policy.noShow', values: { percent: noShow } });
  return sentences;
}

/** Any fee policy means no-show protection: the booking needs a card on file. */
export const requiresCard = (entries: readonly PolicyEntry[]) => entries.length > 0;
