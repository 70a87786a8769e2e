import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAppointmentByUuid } from '../api/get-appointment-by-uuid';
import { BookingSummary } from '../components/booking-summary';
import { CancelBookingModal } from '../components/cancel-booking-modal';
import { StateBadge } from '../components/state-badge';
import { useStylistZone } from '../hooks/use-stylist-zone';

/** /services/booking/:id (customer; the id is the booking's uuid): details and Cancel. */
export default function BookingDetailPage() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const booking = useAppointmentByUuid(id);
  const zone = useStylistZone() ?? 'UTC';
  const [cancelling, setCancelling] = useState(false);

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
          />
        ) : (
          <Skeleton height={180} />
        )}
        {data?.note && <Text size="sm">{t('detail.note', { note: data.note })}</Text>}
        {cancellable && (
          <Button
            color="red"
            variant="light"
            onClick={() => setCancelling(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('cancel.button')}
          </Button>
        )}
      </Stack>
      <CancelBookingModal
        booking={cancelling && data ? data : null}
        timeZone={zone}
        onClose={() => setCancelling(false)}
      />
    </Container>
  );
}
