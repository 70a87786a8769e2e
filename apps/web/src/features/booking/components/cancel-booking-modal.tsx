import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancellation } from '../api/get-cancellation';
import { formatDateTime, LONG_DATE_TIME } from '@chairly/shared/format';
import { useMoney } from '@/lib/money';

type Props = {
  booking: Appointment | null;
  timeZone: string;
  onClose: () => void;
  onCancelled?: () => void;
};

/** Asks before cancelling; inside the stylist's window it warns that a fee may be charged. */
export function CancelBookingModal({ booking, timeZone, onClose, onCancelled }: Props) {
  const { t, i18n } = useTranslation('booking');
  const info = useCancellation(booking?.id ?? null);
  const cancel = useCancelAppointment();
  // The deposit answer and the booking name their currency (issue #29).
  const money = useMoney(info.data?.deposit?.currency ?? booking?.currency);

  const run = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => {
        notify.success('booking:cancel.done');
        onClose();
        onCancelled?.();
      },
      onError: () => notify.error('booking:cancel.failed'),
    });
  };

  return (
    <Modal opened={booking !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={t('cancel.title')} centered>
      {booking && (
        <Stack gap="md">
          <Text>
            {t('cancel.question', {
              when: formatDateTime(booking.startsAt, i18n.language, timeZone, LONG_DATE_TIME),
            })}
          </Text>
          {info.isPending && <Loader size="sm" aria-label={t('loading')} />}
          {info.data?.deposit && (
            <Alert color={info.data.deposit.refunded ? 'teal' : 'orange'} role="status" data-testid="cancel-deposit">
              {t(info.data.deposit.refunded ? 'deposit.cancelRefunded' : 'deposit.cancelKept', {
                amount: money(info.data.deposit.amount),
              })}
            </Alert>
          )}
          {info.data?.insideWindow && (
            <Alert color="orange" role="alert" title={t('cancel.feeTitle')}>
              {info.data.feePercentage
                ? t('cancel.fee', { percent: info.data.feePercentage })
                : t('cancel.feeUnknown')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel.keep')}
            </Button>
            <Button color="red.9" onClick={run} loading={cancel.isPending} disabled={info.isPending}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
