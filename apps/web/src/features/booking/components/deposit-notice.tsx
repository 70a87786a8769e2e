import type { DepositStatus } from '@chairly/shared/payments/deposits';
import { Anchor, Group, Text, type TextProps } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositQuote } from '../api/get-deposit-quote';
import { depositSentence, depositStatusKey } from '../utils/deposit';
import { useMoney } from '@/lib/money';
import { usePublicCurrency } from '../hooks/use-stylist-zone';

/** Issue #20: "A deposit of $6.00 is due now. It is refunded if you cancel …" (nothing without one). */
export function DepositNotice({ amount, windowHours, currency, ...props }: { amount: number | null | undefined; windowHours: number; currency?: string | null } & TextProps) {
  const { t } = useTranslation('booking');
  const publicCurrency = usePublicCurrency();
  const money = useMoney(currency ?? publicCurrency);
  if (!amount) return null;
  const sentence = depositSentence(money(amount), windowHours);
  return (
    <Text size="sm" data-testid="deposit-notice" {...props}>
      {t(sentence.key, sentence.values)}
    </Text>
  );
}

/**
 * The deposit the chosen services would ask for, in the selection bar: one short line ("Deposit
 * €6.00 due now"), its conditions behind "Details" (issue #31.1: the whole sentence filled a phone's bar).
 */
export function DepositQuoteLine({ serviceIds, memberId = null }: { serviceIds: readonly number[]; memberId?: number | null }) {
  const { t } = useTranslation('booking');
  const quote = useDepositQuote(serviceIds, memberId);
  const publicCurrency = usePublicCurrency();
  const money = useMoney(quote.data?.currency ?? publicCurrency);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (serviceIds.length === 0 || !quote.data?.amount) return null;
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" data-testid="deposit-short">
          {t('bar.depositShort', { amount: money(quote.data.amount) })}
        </Text>
        <Anchor component="button" type="button" size="sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)}>
          {t('bar.depositDetails')}
        </Anchor>
      </Group>
      <div id={detailsId} hidden={!open}>
        <DepositNotice amount={quote.data.amount} currency={quote.data.currency} windowHours={quote.data.refundWindowHours} c="dimmed" pb={4} />
      </div>
    </div>
  );
}

/** A booking's deposit and what became of it: "Deposit $6.00 · refunded" (nothing without one). */
export function DepositLine({ amount, status, currency, ...props }: { amount: number | null | undefined; status: DepositStatus | null | undefined; currency?: string | null } & TextProps) {
  const { t } = useTranslation('booking');
  const publicCurrency = usePublicCurrency();
  const money = useMoney(currency ?? publicCurrency);
  if (!amount) return null;
  const price = money(amount);
  return (
    <Text size="sm" data-testid="deposit-line" data-deposit-status={status ?? 'due'} {...props}>
      {t('deposit.line', { amount: price, status: t(status ? depositStatusKey(status) : 'deposit.status.due') })}
    </Text>
  );
}
