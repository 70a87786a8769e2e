import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAppointmentByUuid } from '../api/get-appointment-by-uuid';
import { usePublicMembers } from '../api/get-public-members';
import { useReschedule, useRescheduleDates, useRescheduleInfo } from '../api/reschedule';
import { BookingSummary } from '../components/booking-summary';
import { DateGrid } from '../components/date-grid';
import { AvailabilityProblem, TeamListFailed } from '../components/member-alerts';
import { MemberChoice } from '../components/member-choice';
import { StylistContactNotice } from '../components/stylist-contact-notice';
import { TimeSlots } from '../components/time-slots';
import { useStylistZone } from '../hooks/use-stylist-zone';
import { chunkOf, pageDates } from '../utils/date-pages';
import { memberIdOf, memberParamOf, type MemberParam } from '../utils/member-choice';
import { formatDateTime, LONG_DATE_TIME, todayIn, wallTimeToIso } from '@chairly/shared/format';

type Problem = 'taken' | 'failed' | null;

/**
 * /services/booking/:id/change-time (customer; the id is the booking's uuid): the date and time step
 * of the booking flow for the booking's own services; the chosen time is confirmed in a dialog and
 * the booking moved in one call (no hold: see docs/booking.md "Reschedule"). A team (issue #34) keeps
 * her member unless she chooses anyone available or another.
 */
export default function ReschedulePage() {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const booking = useAppointmentByUuid(id);
  const data = booking.data;
  const info = useRescheduleInfo(data?.state === 'booked' ? data.id : null);
  const zone = useStylistZone();
  const today = useMemo(() => (zone ? todayIn(zone) : null), [zone]);
  const [page, setPage] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  // Untouched (null): the member she has, while she still takes online bookings.
  const [chosen, setChosen] = useState<MemberParam | null>(null);
  const members = usePublicMembers();
  const member = memberParamOf(
    members.data,
    chosen === null ? (data?.memberId ?? null) : chosen === 'any' ? null : chosen,
  );
  const memberName = members.data?.find((m) => m.id === member)?.name;
  const move = useReschedule();

  // The booking's own length (kept by the move), and the times it can move to.
  const length = data
    ? Math.round((Date.parse(data.endsAt) - Date.parse(data.startsAt)) / 60_000)
    : 0;
  const chunk = today ? chunkOf(today, page) : null;
  const availability = useRescheduleDates(
    data?.state === 'booked' ? data.id : null,
    chunk?.from ?? null,
    chunk?.to ?? null,
    { member, ready: !members.isPending },
  );
  const byDate = useMemo(
    () => new Map((availability.data?.dates ?? []).map((d) => [d.date, d.times])),
    [availability.data],
  );
  const timeZone = availability.data?.timeZone ?? zone ?? 'UTC';
  // D34: a time in a DST gap is moved forward; the API refuses the move if that time is not free.
  const newStart = date && time ? wallTimeToIso(date, time, timeZone) : null;

  const back = (
    <Anchor component={Link} to={paths.bookingDetail(id)} size="sm">
      {t('reschedule.back')}
    </Anchor>
  );
  if (
    booking.isError ||
    (data && (data.state !== 'booked' || Date.parse(data.startsAt) <= Date.now()))
  ) {
    return (
      <Container size="sm" py="lg">
        <EmptyState title={t('reschedule.notPossible')} action={back} headingLevel={1} />
      </Container>
    );
  }

  const onConfirm = async () => {
    if (!data || !newStart) return;
    setProblem(null);
    try {
      await move.mutateAsync({ appointmentId: data.id, startsAt: newStart, ...memberIdOf(member) });
      navigate(paths.bookingDetail(id), { state: { moved: true } });
    } catch (error) {
      setConfirming(false);
      const gone = error instanceof ApiError && [409, 422].includes(error.status);
      if (gone) setTime(null);
      if (error instanceof ApiError && error.status === 422) void info.refetch();
      setProblem(gone ? 'taken' : 'failed');
    }
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        {back}
        <Title order={1} size="h2">
          {t('reschedule.title')}
        </Title>
        {data ? (
          <Text c="dimmed">
            {t('reschedule.current', {
              when: formatDateTime(data.startsAt, i18n.language, timeZone, LONG_DATE_TIME),
            })}
          </Text>
        ) : (
          <Skeleton height={24} />
        )}
        {info.data && !info.data.allowed ? (
          <StylistContactNotice contact={info.data.contact} />
        ) : (
          <>
            {problem && (
              <Alert color="red" role="alert">
                {t(problem === 'taken' ? 'dateStep.taken' : 'reschedule.failed')}
              </Alert>
            )}
            {member !== undefined && members.data && (
              <MemberChoice
                members={members.data}
                value={member}
                onChange={(next) => {
                  setChosen(next);
                  setTime(null);
                }}
              />
            )}
            {members.isError && <TeamListFailed onRetry={() => void members.refetch()} />}
            <Text c="dimmed">{t('dateStep.zone', { zone: timeZone })}</Text>
            <Paper withBorder radius="md" p="sm">
              {today && data ? (
                <DateGrid
                  today={today}
                  dates={pageDates(today, page)}
                  available={new Set(byDate.keys())}
                  selected={date}
                  page={page}
                  loading={availability.isFetching || members.isPending}
                  answered={availability.data !== undefined}
                  onPage={setPage}
                  onSelect={(next) => {
                    setDate(next);
                    setTime(null);
                  }}
                />
              ) : (
                <Skeleton height={180} />
              )}
            </Paper>
            {availability.isError && <AvailabilityProblem error={availability.error} memberName={memberName} />}
            {date && (
              <section aria-labelledby="times-title">
                <Title order={2} size="h4" id="times-title" mb="sm">
                  {t('dateStep.times')}
                </Title>
                <TimeSlots times={byDate.get(date) ?? []} selected={time} onSelect={setTime} />
              </section>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => setConfirming(true)}
                disabled={!newStart || !info.data?.allowed}
              >
                {t('reschedule.continue')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming && !!data && !!newStart}
        onClose={() => setConfirming(false)}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        title={t('reschedule.confirmTitle')}
      >
        {data && newStart && (
          <Stack>
            <BookingSummary
              services={data.services}
              startsAt={newStart}
              endsAt={new Date(Date.parse(newStart) + length * 60_000).toISOString()}
              amount={data.amount}
              timeZone={timeZone}
              title={t('reschedule.newTime')}
              memberName={memberName}
            />
            <Text size="sm">
              {t('reschedule.confirmText', {
                when: formatDateTime(data.startsAt, i18n.language, timeZone, LONG_DATE_TIME),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('reschedule.keep')}
              </Button>
              <Button loading={move.isPending} onClick={() => void onConfirm()}>
                {t('reschedule.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
