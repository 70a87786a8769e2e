import { Button, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui';
import { paths } from '@/config/paths';
import { downloadBookingCalendarFile } from '../api/booking-calendar-file';
import { useAppointmentByUuid } from '../api/get-appointment-by-uuid';
import { usePublicStylist } from '../api/get-public-stylist';
import { BookingSummary } from '../components/booking-summary';
import { SalonCard } from '../components/salon-card';
import { useSiteSubdomain } from '../hooks/use-booking-site';
import { useMemberName } from '../hooks/use-member-name';
import { selectionStore } from '../utils/selection-store';

/** /services/book/success (customer): the booked appointment, "Add to calendar" and My bookings. */
export default function SuccessPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const booking = useAppointmentByUuid(params.get('uuid'));
  const stylist = usePublicStylist(useSiteSubdomain()).data;
  const zone = stylist?.timeZone?.value ?? 'UTC';
  const uuid = booking.data?.uuid;
  const memberName = useMemberName(booking.data);

  // The booking is saved: the selection has served its purpose (docs/product.md §4 "Booking flow": kept until done or cleared).
  useEffect(() => selectionStore.clear(), []);

  if (booking.isError)
    return (
      <ErrorState
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        actionLabel={t('loadFailed.retry')}
        onAction={() => void booking.refetch()}
      />
    );

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            ✓
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('success.title')}
          </Title>
          <Text c="dimmed">{t('success.description')}</Text>
        </Stack>
        {booking.data ? (
          <BookingSummary
            services={booking.data.services}
            startsAt={booking.data.startsAt}
            endsAt={booking.data.endsAt}
            amount={booking.data.amount}
            timeZone={zone}
            memberName={memberName}
          />
        ) : (
          <Skeleton height={180} />
        )}
        {booking.data?.salon && <SalonCard salon={booking.data.salon} />}
        <Group justify="center" gap="sm">
          {uuid && (
            <Button
              variant="default"
              onClick={() => void downloadBookingCalendarFile(uuid).catch(() => undefined)}
            >
              {t('success.addToCalendar')}
            </Button>
          )}
          <Button component={Link} to={paths.bookingsList()}>
            {t('success.myBookings')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
