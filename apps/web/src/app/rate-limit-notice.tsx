import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRateLimitCountdown } from '@/lib/rate-limit';

/**
 * While calls wait out a 429 (lib/rate-limit.ts) — at boot, in a page's queries or on a button —
 * says so and how long the wait is; they are sent again by themselves.
 */
export function RateLimitNotice() {
  const { t } = useTranslation('errors', { useSuspense: false });
  const seconds = useRateLimitCountdown();
  if (seconds === null) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      withBorder
      shadow="md"
      radius="md"
      px="md"
      py="sm"
      maw="calc(100vw - 32px)"
      style={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 1000 }}
    >
      <Text size="sm" fw={600}>
        {t('rateLimited.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('rateLimited.retrying', { seconds })}
      </Text>
    </Paper>
  );
}
