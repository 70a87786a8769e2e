import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useRefundDeposit } from '../api/refund-deposit';
import { actionErrorKey } from '../utils/charge-error';
import { useAppointmentMoney } from '../hooks/use-appointment-money';
import { ConfirmActionModal, type PendingConfirmation } from './confirm-action-modal';

/**
 * Issue #20: the appointment's deposit and what became of it. A deposit that was kept (a late
 * cancellation, a no-show) or whose automatic refund has not gone through can be given back.
 */
export function DepositCard({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('appointments');
  const money = useAppointmentMoney(appointment);
  const refund = useRefundDeposit(appointment.id);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const amount = appointment.depositAmount;
  if (!amount) return null;
  const status = appointment.depositStatus ?? 'due';
  const refundable =
    appointment.depositStatus === 'kept' ||
    (appointment.depositStatus === 'paid' && !['held', 'booked'].includes(appointment.state));
  const run = () =>
    refund.mutate(undefined, {
      onSuccess: (result) =>
        result.status === 'refunded'
          ? notify.success('appointments:toast.depositRefunded', { values: { amount: money(result.amount) } })
          : notify.success('appointments:toast.depositRefundPending'),
      onError: (error) => notify.error(`appointments:${actionErrorKey(error)}`),
      onSettled: () => setConfirmation(null),
    });
  return (
    <Paper withBorder radius="md" p="md" data-testid="deposit-card">
      <Title order={2} size="h5" mb="xs">
        {t('deposit.title')}
      </Title>
      <Text fw={600}>{money(amount)}</Text>
      <Text size="sm" c="dimmed" data-deposit-status={status}>
        {t(`deposit.status.${status}`)}
      </Text>
      {refundable && (
        <Button
          mt="sm"
          variant="light"
          onClick={() =>
            setConfirmation({ title: t('deposit.refundTitle'), message: t('deposit.refundMessage'), confirmLabel: t('deposit.refund'), amount: money(amount), run })
          }
        >
          {t('deposit.refund')}
        </Button>
      )}
      <ConfirmActionModal confirmation={confirmation} pending={refund.isPending} onClose={() => !refund.isPending && setConfirmation(null)} />
    </Paper>
  );
}
