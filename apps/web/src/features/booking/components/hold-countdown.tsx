import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { expiresAt: string; onExpired: () => void };

const remaining = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/** The 10-minute hold as a visible countdown; when it runs out the customer goes back to the times. */
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

  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Alert color={seconds < 120 ? 'orange' : 'blue'} variant="light">
      <Text fw={600}>
        {t('confirm.holdTitle')}{' '}
        <time aria-hidden dateTime={`PT${seconds}S`} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {clock}
        </time>
      </Text>
      {/* Read out once a minute, not every second. */}
      <Text size="sm" className="visually-hidden" aria-live="polite">
        {t('confirm.holdMinutes', { count: Math.ceil(seconds / 60) })}
      </Text>
      <Text size="sm">{t('confirm.holdExplain')}</Text>
    </Alert>
  );
}
