import { Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money';
import { usePublicCurrency } from '../hooks/use-stylist-zone';
import { useSelection } from '../utils/selection-store';
import classes from './booking.module.css';
import { DepositQuoteNotice } from './deposit-notice';

type Props = { count: number; duration: number; price: number; action: ReactNode };

/**
 * Sticky summary at the bottom of the phone screen: how many services, how long, how much, and the
 * deposit they ask for (issue #20).
 */
export function SelectionBar({ count, duration, price, action }: Props) {
  const { t } = useTranslation('booking');
  const money = useMoney(usePublicCurrency());
  const { serviceIds } = useSelection();
  return (
    <div className={classes.summaryBar} role="region" aria-label={t('bar.label')}>
      <Container size="md" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div aria-live="polite">
            <Text fw={600} size="sm">
              {t('bar.count', { count })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('page.duration', { minutes: duration })} · {money(price)}
            </Text>
            <DepositQuoteNotice serviceIds={serviceIds} />
          </div>
          {action}
        </Group>
      </Container>
    </div>
  );
}
