import type { PolicyEntry } from '@chairly/shared/settings/policies';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { policySentences } from '../utils/policy-sentences';

/** The stylist's cancellation and no-show policy in plain words, or that there is none. */
export function PolicyNotice({ entries }: { entries: readonly PolicyEntry[] }) {
  const { t } = useTranslation('booking');
  const sentences = policySentences(entries);
  return (
    <Text size="sm">
      {sentences.length === 0
        ? t('policy.none')
        : sentences.map((s) => t(s.key, s.values)).join(' ')}
    </Text>
  );
}
