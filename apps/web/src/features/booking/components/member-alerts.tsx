import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** Issue #34: the team's list could not be read; the times shown are anyone's, and it can be asked again. */
export function TeamListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Alert color="yellow" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('who.listFailed')}</Text>
        <Button variant="default" size="compact-sm" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The free times could not be read. For a member chosen by name (issue #34) the API says why: 422
 * she does not perform a chosen service, 404 she no longer takes online bookings.
 */
export function AvailabilityProblem({ error, memberName }: { error: unknown; memberName?: string }) {
  const { t } = useTranslation('booking');
  const status = error instanceof ApiError ? error.status : null;
  if (memberName && (status === 422 || status === 404)) {
    return (
      <Alert color="yellow" role="alert">
        {t(status === 422 ? 'who.notPerforming' : 'who.unavailable', { name: memberName })}
      </Alert>
    );
  }
  return <Alert color="red">{t('dateStep.loadFailed')}</Alert>;
}
