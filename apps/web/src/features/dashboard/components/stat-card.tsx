import { Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StatCardProps = { label: string; value: string | undefined; loading: boolean; failed: boolean; testId: string };

/** One headline figure with its loading and error states. */
export function StatCard({ label, value, loading, failed, testId }: StatCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={32} mt={6} width="60%" />
      ) : failed ? (
        <Text c="red.8" size="sm" mt={6}>
          {t('figureFailed')}
        </Text>
      ) : (
        <Text size="xl" fw={700} mt={4} data-testid={`${testId}-value`} style={{ fontSize: '1.75rem' }}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
