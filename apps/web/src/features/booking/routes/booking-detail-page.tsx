import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { downloadBookingCalendarFile } from '../api/booking-calendar-file';
import { useAppointmentByUuid } from '../api/get-appointment-by-uuid';
import { useRescheduleInfo } from '../api/reschedule';
import { BookingSummary } from '../components/booking-summary';
import { CancelBookingModal } from '../components/cancel-booking-modal';
import { SalonCard } from '../components/salon-card';
import { DepositLine } from '../components/deposit-notice';
import { StateBadge } from '../components/state-badge';
import { StylistContactNotice } from '../components/stylist-contact-notice';
import { useBookAgain } from '../hooks/use-book-again';
import { useMemberName } from '../hooks/use-member-name';
import { useStylistZone } from '../hooks/use-stylist-zone';

/**
 * /services/booking/:id (customer; the id is the booking's uuid): details; Change time (or, inside
 * the stylist's cancellation window, whom to contact), Add to calendar and Cancel while it is ahead;
 * Book again once it is past.
 */
export default function BookingDetailPage() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const booking = useAppointmentByUuid(id);
  const zone = useStylistZone() ?? 'UTC';
  const [cancelling, setCancelling] = useState(false);
  const moved = (useLocation().state as { moved?: boolean } | null)?.moved === true;
  const bookAgain = useBookAgain();
  const [calendarFailed, setCalendarFailed] = useState(false);
  const upcomingBooked =
    booking.data?.state === 'booked' && Date.parse(booking.data.startsAt) > Date.now();
  const reschedule = useRescheduleInfo(upcomingBooked && booking.data ? booking.data.id : null);
  const memberName = useMemberName(booking.data);

  const back = (
    <Anchor component={Link} to={paths.bookingsList()} size="sm">
      {t('detail.back')}
    </Anchor>
  );
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && [400, 404].includes(booking.error.status);
    return (
      <Container size="sm" py="lg">
        {missing ? (
          <EmptyState title={t('detail.notFound')} action={back} headingLevel={1} />
        ) : (
          <ErrorState
            title={t('loadFailed.title')}
            description={t('loadFailed.description')}
            actionLabel={t('loadFailed.retry')}
            onAction={() => void booking.refetch()}
          />
        )}
      </Container>
    );
  }
  const data = booking.data;
  const cancellable =
    data && ['held', 'booked'].includes(data.state) && Date.parse(data.startsAt) > Date.now();
  const past = data && data.state !== 'held' && Date.parse(data.startsAt) <= Date.now();
  const saveToCalendar = () => {
    if (!data) return;
    setCalendarFailed(false);
    downloadBookingCalendarFile(data.uuid).catch(() => setCalendarFailed(true));
  };
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        {back}
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('detail.title')}
          </Title>
          {data && <StateBadge state={data.state} />}
        </Group>
        {data ? (
          <BookingSummary
            services={data.services}
            startsAt={data.startsAt}
            endsAt={data.endsAt}
            amount={data.amount}
            timeZone={zone}
            memberName={memberName}
          />
        ) : (
          <Skeleton height={180} />
        )}
        {data?.salon && <SalonCard salon={data.salon} />}
        {moved && (
          <Alert color="teal" role="status">
            {t('reschedule.moved')}
          </Alert>
        )}
        {data && <DepositLine amount={data.depositAmount} status={data.depositStatus} />}
        {data?.note && <Text size="sm">{t('detail.note', { note: data.note })}</Text>}
        {reschedule.data && !reschedule.data.allowed && reschedule.data.reason === 'window' && (
          <StylistContactNotice contact={reschedule.data.contact} />
        )}
        {calendarFailed && <Alert color="red">{t('detail.calendarFailed')}</Alert>}
        <Group gap="sm">
          {reschedule.data?.allowed && (
            <Button component={Link} to={paths.bookingReschedule(id)}>
              {t('reschedule.button')}
            </Button>
          )}
          {upcomingBooked && (
            <Button variant="default" onClick={saveToCalendar}>
              {t('success.addToCalendar')}
            </Button>
          )}
          {past && data && <Button onClick={() => bookAgain(data)}>{t('bookAgain')}</Button>}
          {cancellable && (
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              {t('cancel.button')}
            </Button>
          )}
        </Group>
      </Stack>
      <CancelBookingModal
        booking={cancelling && data ? data : null}
        timeZone={zone}
        onClose={() => setCancelling(false)}
      />
    </Container>
  );
}
