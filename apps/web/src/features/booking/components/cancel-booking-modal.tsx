import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancellation } from '../api/get-cancellation';
import { formatDateTime, LONG_DATE_TIME } from '@chairly/shared/format';
import { currencyOr, useMoney } from '@/lib/money';
import { cancelCost, type CancelCost } from '../utils/cancel-cost';

/** The sentences that say a fee may be charged: under the "A fee may be charged" title. */
const FEE_KEYS = new Set<CancelCost['key']>(['cancel.costFee', 'cancel.costDepositAndFee', 'cancel.feeUnknown']);

type Props = {
  booking: Appointment | null;
  timeZone: string;
  onClose: () => void;
  onCancelled?: () => void;
};

/** Asks before cancelling; inside the stylist's window it says what cancelling may cost, in one sentence. */
export function CancelBookingModal({ booking, timeZone, onClose, onCancelled }: Props) {
  const { t, i18n } = useTranslation('booking');
  const info = useCancellation(booking?.id ?? null);
  const cancel = useCancelAppointment();
  // The deposit answer and the booking name their currency (issue #29).
  const currency = currencyOr(info.data?.deposit?.currency ?? booking?.currency);
  const money = useMoney(currency);
  // One sentence with what cancelling now costs her (issue #31.11), not a deposit line and a percentage.
  const cost = info.data && booking ? cancelCost(info.data, booking.amount, currency) : null;

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
          {cost && (
            <Alert
              color={cost.key === 'deposit.cancelRefunded' ? 'teal' : 'orange'}
              role={cost.key === 'deposit.cancelRefunded' ? 'status' : 'alert'}
              title={FEE_KEYS.has(cost.key) ? t('cancel.feeTitle') : undefined}
              data-testid="cancel-cost"
            >
              {t(cost.key, Object.fromEntries(Object.entries(cost.amounts).map(([name, amount]) => [name, money(amount)])))}
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
