import { Container, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money';
import { usePublicCurrency } from '../hooks/use-stylist-zone';
import { useSelection } from '../utils/selection-store';
import classes from './booking.module.css';
import { DepositQuoteLine } from './deposit-notice';

type Props = { count: number; duration: number; price: number; action: ReactNode };

/** The bar's height, for what must stay clear of it (the scroll-to-top button, app/layouts/scroll-to-top.tsx). */
const BAR_HEIGHT_VAR = '--booking-bar-height';

/**
 * Keeps the page's focus scrolling clear of the bar (a field of the waitlist form focused below it
 * scrolls above it) and tells the scroll-to-top button how far up to sit (issue #31.1).
 */
function useClearOfBar(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.setProperty(BAR_HEIGHT_VAR, `${node.offsetHeight}px`);
      root.style.scrollPaddingBottom = `${node.offsetHeight}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VAR);
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/**
 * Sticky summary at the bottom of the phone screen: how many services, how long, how much, and the
 * action, which never yields its width (the summary wraps instead: issue #31.1); the deposit they
 * ask for in one short line under it, its conditions behind "Details" (issue #20).
 */
export function SelectionBar({ count, duration, price, action }: Props) {
  const { t } = useTranslation('booking');
  const money = useMoney(usePublicCurrency());
  const { serviceIds, memberId } = useSelection();
  const bar = useRef<HTMLDivElement>(null);
  useClearOfBar(bar);
  return (
    <div ref={bar} className={classes.summaryBar} role="region" aria-label={t('bar.label')}>
      <Container size="md" py="xs">
        <div className={classes.barRow}>
          <div className={classes.barSummary} aria-live="polite">
            <Text fw={600} size="sm">
              {t('bar.count', { count })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('page.duration', { minutes: duration })} · {money(price)}
            </Text>
          </div>
          <div className={classes.barAction}>{action}</div>
        </div>
        <DepositQuoteLine serviceIds={serviceIds} memberId={memberId} />
      </Container>
    </div>
  );
}
