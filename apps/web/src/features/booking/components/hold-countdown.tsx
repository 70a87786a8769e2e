import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdTimeText } from '../utils/hold-time';

type Props = { expiresAt: string; onExpired: () => void };

const remaining = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/**
 * The 10-minute hold and the minutes left ("9 minutes left to confirm": a clock like "9:58" beside
 * the booking's time read as a time of day, issue #31.11); when it runs out the customer goes back
 * to the times.
 */
export function HoldCountdown({ expiresAt, onExpired }: Props) {
  const { t } = useTranslation('booking');
  const [seconds, setSeconds] = useState(() => remaining(expiresAt));

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(remaining(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (seconds === 0) onExpired();
  }, [seconds, onExpired]);

  const left = holdTimeText(seconds);
  return (
    <Alert color={seconds < 120 ? 'orange' : 'blue'} variant="light" data-testid="hold-countdown">
      {/* Changes once a minute: read out then, not every second. */}
      <Text fw={600} aria-live="polite">
        {t('confirm.holdTitle')} {t(left.key, left.values)}
      </Text>
      <Text size="sm">{t('confirm.holdExplain')}</Text>
    </Alert>
  );
}
