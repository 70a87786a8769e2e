import type { DepositStatus } from '@chairly/shared/payments/deposits';
import { Text, type TextProps } from '@mantine/core';
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

/** The deposit the chosen services would ask for, in the public page's selection bar. */
export function DepositQuoteNotice({ serviceIds }: { serviceIds: readonly number[] }) {
  const quote = useDepositQuote(serviceIds);
  if (serviceIds.length === 0 || !quote.data?.amount) return null;
  return <DepositNotice amount={quote.data.amount} currency={quote.data.currency} windowHours={quote.data.refundWindowHours} c="dimmed" />;
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
