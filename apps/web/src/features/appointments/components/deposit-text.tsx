import type { DepositStatus } from '@chairly/shared/payments/deposits';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../utils/wall-time';

/** Issue #20: "Deposit $6.00 · paid" for an appointment that has one (nothing otherwise). */
export function DepositText({
  amount,
  status,
  ...props
}: { amount: number | null | undefined; status: DepositStatus | null | undefined } & TextProps) {
  const { t } = useTranslation('appointments');
  if (!amount) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="appointment-deposit" data-deposit-status={status ?? 'due'} {...props}>
      {t('deposit.line', { amount: formatMoney(amount), status: t(`deposit.status.${status ?? 'due'}`) })}
    </Text>
  );
}
