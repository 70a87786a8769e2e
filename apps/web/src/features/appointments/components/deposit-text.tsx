import type { DepositStatus } from '@chairly/shared/payments/deposits';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppointmentMoney } from '../hooks/use-appointment-money';

/** Issue #20: "Deposit $6.00 · paid" for an appointment that has one (nothing otherwise). */
export function DepositText({
  amount,
  status,
  currency,
  ...props
}: { amount: number | null | undefined; status: DepositStatus | null | undefined; currency?: string | null } & TextProps) {
  const { t } = useTranslation('appointments');
  const money = useAppointmentMoney({ currency });
  if (!amount) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="appointment-deposit" data-deposit-status={status ?? 'due'} {...props}>
      {t('deposit.line', { amount: money(amount), status: t(`deposit.status.${status ?? 'due'}`) })}
    </Text>
  );
}
