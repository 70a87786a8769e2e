import type { DepositStatus } from '@chairly/shared/payments/deposits';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDepositQuote } from '../api/get-deposit-quote';
import { depositSentence, depositStatusKey } from '../utils/deposit';
import { formatPrice } from '../utils/format';

/** Issue #20: "A deposit of $6.00 is due now. It is refunded if you cancel …" (nothing without one). */
export function DepositNotice({ amount, windowHours, ...props }: { amount: number | null | undefined; windowHours: number } & TextProps) {
  const { t, i18n } = useTranslation('booking');
  if (!amount) return null;
  const sentence = depositSentence(formatPrice(amount, i18n.language), windowHours);
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
  return <DepositNotice amount={quote.data.amount} windowHours={quote.data.refundWindowHours} c="dimmed" />;
}

/** A booking's deposit and what became of it: "Deposit $6.00 · refunded" (nothing without one). */
export function DepositLine({ amount, status, ...props }: { amount: number | null | undefined; status: DepositStatus | null | undefined } & TextProps) {
  const { t, i18n } = useTranslation('booking');
  if (!amount) return null;
  const price = formatPrice(amount, i18n.language);
  return (
    <Text size="sm" data-testid="deposit-line" data-deposit-status={status ?? 'due'} {...props}>
      {t('deposit.line', { amount: price, status: t(status ? depositStatusKey(status) : 'deposit.status.due') })}
    </Text>
  );
}
