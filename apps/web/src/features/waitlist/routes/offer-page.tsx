import type { Appointment } from '@chairly/shared/appointments/contracts';
import { ROLES } from '@chairly/shared/constants';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { blockDate, holdOf, selectionStore, useStylistZone } from '@/features/booking';
import { ApiError } from '@/lib/api-client';
import { startCustomerLogin, useSession } from '@/lib/session';
import { getOwnAppointment } from '../api/waitlist';
import { formatCalendarDate, isCalendarDate, isWallTime, wallParts, wallTimeToIso } from '@chairly/shared/format';

type Offer = { kind: 'time'; serviceIds: number[]; date: string; time: string } | { kind: 'hold'; uuid: string } | null;

function offerOf(params: URLSearchParams): Offer {
  const hold = params.get('hold');
  if (hold && /^[0-9a-f-]{36}$/i.test(hold)) return { kind: 'hold', uuid: hold };
  const serviceIds = (params.get('services') ?? '').split(',').filter(Boolean).map(Number);
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  if (serviceIds.length === 0 || serviceIds.some((id) => !Number.isInteger(id) || id <= 0)) return null;
  if (!isCalendarDate(date) || !isWallTime(time)) return null;
  return { kind: 'time', serviceIds, date, time };
}

/** The booking flow's confirm step takes over with this hold (the same as after the date step). */
function continueWith(held: Appointment, serviceIds: number[]) {
  selectionStore.clear();
  selectionStore.update({
    serviceIds,
    ...wallParts(held.startsAt),
    hold: holdOf(held),
  });
}

/**
 * /services/waitlist/offer (issue 21): the link of a waitlist message. A freed time
 * (`services`, `date`, `time`): whoever holds it first gets it, the others are told it has gone and
 * stay on the list. The stylist's own offer (`hold`): her hold in the customer's name, confirmed here.
 */
export default function OfferPage() {
  const { t, i18n } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const offer = offerOf(params);
  const session = useSession();
  const isCustomer = session.isLoggedIn && session.roles.includes(ROLES.customer);
  const zone = useStylistZone();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<'gone' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);
  const held = useQuery({
    queryKey: ['waitlist', 'offer-hold', offer?.kind === 'hold' ? offer.uuid : ''],
    queryFn: () => getOwnAppointment(offer?.kind === 'hold' ? offer.uuid : ''),
    enabled: isCustomer && offer?.kind === 'hold',
    retry: false,
  });

  const otherTimes = (serviceIds: number[]) => {
    selectionStore.clear();
    selectionStore.update({ serviceIds });
    navigate(paths.bookingDateTime());
  };

  const book = async () => {
    if (offer?.kind !== 'time' || !zone) return;
    // D34: an offered time inside a DST gap is moved forward; the API refuses it if that time is not free ('gone').
    const startsAt = wallTimeToIso(offer.date, offer.time, zone);
    setPending(true);
    setProblem(null);
    try {
      continueWith(await blockDate({ services: offer.serviceIds, startsAt }), offer.serviceIds);
      navigate(paths.bookingConfirm());
    } catch (error) {
      setProblem(error instanceof ApiError && [400, 409, 422].includes(error.status) ? 'gone' : 'failed');
    } finally {
      setPending(false);
    }
  };

  const body = () => {
    if (!offer) return <Alert color="red">{t('offer.invalid')}</Alert>;
    if (!isCustomer)
      return (
        <Group>
          <Button onClick={() => void startCustomerLogin(window.location.href)}>{t('offer.signIn')}</Button>
        </Group>
      );
    if (offer.kind === 'hold') {
      if (held.isPending) return <Skeleton height={80} />;
      const hold = held.data;
      const live = hold && hold.state === 'held' && hold.holdExpiresAt && Date.parse(hold.holdExpiresAt) > Date.now();
      if (!hold || !live) return <Alert color="yellow" role="alert">{t('offer.expired')}</Alert>;
      const serviceIds = hold.services.map((s) => s.id);
      const start = wallParts(hold.startsAt);
      return (
        <Stack gap="sm">
          <Text fw={600}>
            {t('offer.when', { date: formatCalendarDate(start.date, i18n.language), time: start.time })}
          </Text>
          <Text>{hold.services.map((s) => s.name).join(', ')}</Text>
          <Text size="sm">{t('offer.held', { until: wallParts(hold.holdExpiresAt!).time })}</Text>
          <Group>
            <Button
              onClick={() => {
                continueWith(hold, serviceIds);
                navigate(paths.bookingConfirm());
              }}
            >
              {t('offer.confirm')}
            </Button>
          </Group>
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <Text fw={600}>{t('offer.when', { date: formatCalendarDate(offer.date, i18n.language), time: offer.time })}</Text>
        {problem === 'gone' ? (
          <Alert color="yellow" role="alert">
            {t('offer.gone')}
          </Alert>
        ) : (
          <Text size="sm">{t('offer.intro')}</Text>
        )}
        {problem === 'failed' && (
          <Alert color="red" role="alert">
            {t('offer.failed')}
          </Alert>
        )}
        <Group>
          {problem === 'gone' ? (
            <Button variant="light" onClick={() => otherTimes(offer.serviceIds)}>
              {t('offer.otherTimes')}
            </Button>
          ) : (
            <Button onClick={() => void book()} loading={pending} disabled={!zone}>
              {t('offer.book')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <Container size="sm" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('offer.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {body()}
      </Paper>
    </Container>
  );
}
