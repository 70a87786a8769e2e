import type { Appointment } from '@chairly/shared/appointments/contracts';
import { ROLES } from '@chairly/shared/constants';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { getHeldOffer, getOwnAppointment } from '@/features/waitlist';
import { ApiError } from '@/lib/api-client';
import { startCustomerLogin, useSession } from '@/lib/session';
import { blockDate } from '../api/block-date';
import { usePublicServices } from '../api/get-public-services';
import { usePublicStylist } from '../api/get-public-stylist';
import { BookingSummary } from '../components/booking-summary';
import { SalonCard, salonOfStylist } from '../components/salon-card';
import { useSiteSubdomain } from '../hooks/use-booking-site';
import { useStylistZone } from '../hooks/use-stylist-zone';
import { holdOf, selectionStore } from '../utils/selection-store';
import { isCalendarDate, isWallTime, wallParts, wallTimeToIso } from '@chairly/shared/format';

/** `memberId` (issue #34): the member the entry waits for; absent: anyone. */
type Offer = { kind: 'time'; serviceIds: number[]; date: string; time: string; memberId?: number } | { kind: 'hold'; uuid: string } | null;

function offerOf(params: URLSearchParams): Offer {
  const hold = params.get('hold');
  if (hold && /^[0-9a-f-]{36}$/i.test(hold)) return { kind: 'hold', uuid: hold };
  const serviceIds = (params.get('services') ?? '').split(',').filter(Boolean).map(Number);
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  if (serviceIds.length === 0 || serviceIds.some((id) => !Number.isInteger(id) || id <= 0)) return null;
  if (!isCalendarDate(date) || !isWallTime(time)) return null;
  const member = params.get('member');
  if (member === null) return { kind: 'time', serviceIds, date, time };
  const memberId = Number(member);
  if (!Number.isInteger(memberId) || memberId <= 0) return null;
  return { kind: 'time', serviceIds, date, time, memberId };
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
  const { t } = useTranslation('waitlist');
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
  // Issue #31.3: what is offered and where, signed in or out (the hold's uuid authorises reading it).
  const heldOffer = useQuery({
    queryKey: ['waitlist', 'offer-public', offer?.kind === 'hold' ? offer.uuid : ''],
    queryFn: () => getHeldOffer(offer?.kind === 'hold' ? offer.uuid : ''),
    enabled: offer?.kind === 'hold',
    retry: false,
  });
  const services = usePublicServices();
  const stylist = usePublicStylist(useSiteSubdomain()).data;

  const otherTimes = (serviceIds: number[], memberId: number | null) => {
    selectionStore.clear();
    selectionStore.update({ serviceIds, memberId });
    navigate(paths.bookingDateTime());
  };

  const book = async () => {
    if (offer?.kind !== 'time' || !zone) return;
    // D34: an offered time inside a DST gap is moved forward; the API refuses it if that time is not free ('gone').
    const startsAt = wallTimeToIso(offer.date, offer.time, zone);
    setPending(true);
    setProblem(null);
    try {
      continueWith(await blockDate({ services: offer.serviceIds, startsAt, ...(offer.memberId ? { memberId: offer.memberId } : {}) }), offer.serviceIds);
      navigate(paths.bookingConfirm());
    } catch (error) {
      setProblem(error instanceof ApiError && [400, 409, 422].includes(error.status) ? 'gone' : 'failed');
    } finally {
      setPending(false);
    }
  };

  /** Time, services with their prices and the total: from the hold, or from the link and her public services. */
  const details = () => {
    if (!offer || !zone) return null;
    if (offer.kind === 'hold') {
      const data = heldOffer.data;
      if (!data) return heldOffer.isPending ? <Skeleton height={160} /> : null;
      return <BookingSummary services={data.services} startsAt={data.startsAt} endsAt={data.endsAt} amount={data.amount} currency={data.currency} timeZone={zone} title={t('offer.what')} />;
    }
    if (!services.data) return services.isPending ? <Skeleton height={160} /> : null;
    const chosen = offer.serviceIds.map((id) => services.data.find((s) => s.id === id)).filter((s) => s !== undefined);
    if (chosen.length !== offer.serviceIds.length) return null;
    const startsAt = wallTimeToIso(offer.date, offer.time, zone);
    const minutes = chosen.reduce((sum, s) => sum + s.duration, 0);
    const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
    const amount = chosen.reduce((sum, s) => sum + s.price, 0);
    const lines = chosen.map((s) => ({ id: s.id, name: s.name, price: s.price, duration: s.duration }));
    return <BookingSummary services={lines} startsAt={startsAt} endsAt={endsAt} amount={amount} timeZone={zone} title={t('offer.what')} />;
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
      return (
        <Stack gap="sm">
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
            <Button variant="light" onClick={() => otherTimes(offer.serviceIds, offer.memberId ?? null)}>
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
      <Stack gap="md">
        {details()}
        {stylist && <SalonCard salon={salonOfStylist(stylist)} />}
        <Paper withBorder radius="md" p="md">
          {body()}
        </Paper>
      </Stack>
    </Container>
  );
}
