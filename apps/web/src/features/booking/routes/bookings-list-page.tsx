import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Button, Container, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui';
import { paths } from '@/config/paths';
import { MyWaitlist } from '@/features/waitlist';
import { useMyAppointments } from '../api/get-my-appointments';
import type { BookingPeriod } from '../api/get-my-appointments';
import { BookingItem } from '../components/booking-item';
import { CancelBookingModal } from '../components/cancel-booking-modal';
import { useBookAgain } from '../hooks/use-book-again';
import { useStylistZone } from '../hooks/use-stylist-zone';

function BookingPanel({
  period,
  timeZone,
  onCancel,
}: {
  period: BookingPeriod;
  timeZone: string;
  onCancel?: (b: Appointment) => void;
}) {
  const { t } = useTranslation('booking');
  const bookAgain = useBookAgain();
  const list = useMyAppointments(period);
  if (list.isPending) return <Skeleton height={120} radius="md" />;
  if (list.isError)
    return (
      <ErrorState
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        actionLabel={t('loadFailed.retry')}
        onAction={() => void list.refetch()}
      />
    );
  if (list.data.length === 0) {
    return (
      <EmptyState
        title={t(period === 'upcoming' ? 'bookings.emptyTitle' : 'bookings.emptyPast')}
        description={period === 'upcoming' ? t('bookings.emptyDescription') : undefined}
        action={
          <Button component={Link} to={paths.booking()}>
            {t('bookings.book')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.data.map((booking) => (
        <BookingItem
          key={booking.id}
          booking={booking}
          timeZone={timeZone}
          onCancel={onCancel}
          onBookAgain={period === 'past' ? bookAgain : undefined}
        />
      ))}
    </Stack>
  );
}

/** /services/bookings (customer): upcoming and past bookings with this stylist; cancel with confirmation. */
export default function BookingsListPage() {
  const { t } = useTranslation('booking');
  const zone = useStylistZone() ?? 'UTC';
  const [period, setPeriod] = useState<BookingPeriod>('upcoming');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  return (
    <Container size="sm" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('bookings.title')}
      </Title>
      <Tabs
        value={period}
        onChange={(value) => setPeriod(value === 'past' ? 'past' : 'upcoming')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming">{t('bookings.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('bookings.past')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <BookingPanel period="upcoming" timeZone={zone} onCancel={setCancelling} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <BookingPanel period="past" timeZone={zone} />
        </Tabs.Panel>
      </Tabs>
      {/* Issue 21: her waitlist entries beside her bookings. */}
      <MyWaitlist enabled />
      <CancelBookingModal
        booking={cancelling}
        timeZone={zone}
        onClose={() => setCancelling(null)}
      />
    </Container>
  );
}
