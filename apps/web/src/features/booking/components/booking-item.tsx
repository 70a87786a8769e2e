import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, LONG_DATE_TIME } from '@chairly/shared/format';
import { useMoney } from '@/lib/money';
import { useMemberName } from '../hooks/use-member-name';
import { usePublicCurrency } from '../hooks/use-stylist-zone';
import { DepositLine } from './deposit-notice';
import { StateBadge } from './state-badge';

type Props = {
  booking: Appointment;
  timeZone: string;
  onCancel?: (booking: Appointment) => void;
  /** Past bookings: the same services again (issue #19.4). */
  onBookAgain?: (booking: Appointment) => void;
};

/** One booking in My bookings: when, what, how much, its state, Cancel while it can be, Book again once past. */
export function BookingItem({ booking, timeZone, onCancel, onBookAgain }: Props) {
  const { t, i18n } = useTranslation('booking');
  const publicCurrency = usePublicCurrency();
  const money = useMoney(booking.currency ?? publicCurrency);
  const when = formatDateTime(booking.startsAt, i18n.language, timeZone, LONG_DATE_TIME);
  const memberName = useMemberName(booking);
  const cancellable =
    ['held', 'booked'].includes(booking.state) && Date.parse(booking.startsAt) > Date.now();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.bookingDetail(booking.uuid)} fw={600}>
            {when}
          </Anchor>
          <StateBadge state={booking.state} />
        </Group>
        <Text size="sm">{booking.services.map((s) => s.name).join(', ')}</Text>
        {memberName && <Text size="sm">{t('summary.with', { name: memberName })}</Text>}
        {booking.salon && (
          <Text size="sm" c="dimmed" data-testid="booking-salon">
            {[booking.salon.name, booking.salon.address].filter(Boolean).join(' · ')}
          </Text>
        )}
        <DepositLine amount={booking.depositAmount} currency={booking.currency} status={booking.depositStatus} c="dimmed" />
        <Group justify="space-between">
          <Text fw={600}>{money(booking.amount)}</Text>
          {onBookAgain && Date.parse(booking.startsAt) <= Date.now() && (
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => onBookAgain(booking)}
              aria-label={t('bookAgainFor', { when })}
            >
              {t('bookAgain')}
            </Button>
          )}
          {cancellable && onCancel && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onCancel(booking)}
              aria-label={t('cancel.buttonFor', { when })}
            >
              {t('cancel.button')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
