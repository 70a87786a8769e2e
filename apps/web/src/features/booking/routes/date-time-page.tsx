import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { JoinWaitlist } from '@/features/waitlist';
import { useAvailableDates } from '../api/get-available-dates';
import { usePublicClosures } from '../api/get-public-closures';
import { usePublicMembers } from '../api/get-public-members';
import { DateGrid } from '../components/date-grid';
import { LeftOutNotice } from '../components/left-out-notice';
import { AvailabilityProblem, TeamListFailed } from '../components/member-alerts';
import { MemberChoice } from '../components/member-choice';
import { SelectionBar } from '../components/selection-bar';
import { TimeSlots } from '../components/time-slots';
import { useHoldSlot } from '../hooks/use-hold-slot';
import { useMemberTotals, useSelectedServices } from '../hooks/use-selected-services';
import { useStepHeading } from '../hooks/use-step-heading';
import { useStylistZone } from '../hooks/use-stylist-zone';
import { chunkOf, pageCount, pageDates, pageOf } from '../utils/date-pages';
import { memberIdOf, memberParamOf } from '../utils/member-choice';
import { selectionStore, useSelection } from '../utils/selection-store';
import { todayIn } from '@chairly/shared/format';

/**
 * /services/book/date-time: pick a day and a start time, shown in the stylist's zone; for a team
 * (issue #34) first with whom (anyone available by default).
 */
export default function DateTimePage() {
  // The waitlist's words load with the screen's: asked for only when the waitlist first shows (once
  // the free times arrive), they would suspend the screen then and hide it behind the loader.
  const { t } = useTranslation(['booking', 'waitlist']);
  const navigate = useNavigate();
  const expired = (useLocation().state as { holdExpired?: boolean } | null)?.holdExpired === true;
  const zone = useStylistZone();
  const selection = useSelection();
  const selected = useSelectedServices();
  const today = useMemo(() => (zone ? todayIn(zone) : null), [zone]);
  // Her booking horizon (how many days ahead she may be booked) decides how far the pages go.
  const horizonDays = usePublicClosures().data?.horizonDays;
  const [page, setPage] = useState(() =>
    today && selection.date ? pageOf(today, selection.date, horizonDays) : 0,
  );
  const chunk = today ? chunkOf(today, page, horizonDays) : null;
  // The offered services in the order the hold sends them (their buffers and processing windows count).
  const serviceIds = selection.serviceIds.filter((id) =>
    selected.services.some((s) => s.id === id),
  );
  // The team's list decides whom to ask for; the stylist page has usually loaded it already.
  const members = usePublicMembers();
  const member = memberParamOf(members.data, selection.memberId);
  const availability = useAvailableDates(
    selected.duration,
    chunk?.from ?? null,
    chunk?.to ?? null,
    serviceIds,
    { member, ready: !members.isPending },
  );
  const { hold, pending, problem, isCustomer } = useHoldSlot(zone, member);
  // The bar's totals as the member chosen performs them (issue #34).
  const hers = useMemberTotals(serviceIds, typeof member === 'number' ? member : null);
  const heading = useStepHeading();
  const resumed = useRef(false);

  const byDate = useMemo(
    () => new Map((availability.data?.dates ?? []).map((d) => [d.date, d.times])),
    [availability.data],
  );
  const times = selection.date ? (byDate.get(selection.date) ?? []) : [];
  const timeZone = availability.data?.timeZone ?? zone;

  useEffect(() => {
    if (resumed.current || !selection.continueAfterLogin || !isCustomer || !zone || !selection.time)
      return;
    // The member chosen before signing in is sent only once the team's list says she is bookable.
    if (members.isPending) return;
    resumed.current = true;
    void hold();
  }, [selection.continueAfterLogin, selection.time, isCustomer, zone, hold, members.isPending]);

  if (selection.serviceIds.length === 0) return <Navigate to={paths.booking()} replace />;

  const startOver = () => {
    selectionStore.clear();
    navigate(paths.booking());
  };

  return (
    <>
      <Container size="md" py="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="baseline">
            <Anchor component={Link} to={paths.booking()} size="sm">
              {t('dateStep.back')}
            </Anchor>
            <Button variant="subtle" size="compact-sm" onClick={startOver}>
              {t('startOver')}
            </Button>
          </Group>
          <Title order={1} size="h2" ref={heading} tabIndex={-1}>
            {t('dateStep.title')}
          </Title>
          <LeftOutNotice />
          {expired && (
            <Alert color="yellow" role="alert">
              {t('dateStep.holdExpired')}
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {t(problem === 'taken' ? 'dateStep.taken' : 'dateStep.holdFailed')}
            </Alert>
          )}
          {member !== undefined && members.data && (
            <MemberChoice
              members={members.data}
              value={member}
              onChange={(next) =>
                // Her times are not the others': the picked time no longer applies.
                selectionStore.update({ memberId: next === 'any' ? null : next, time: null })
              }
            />
          )}
          {members.isError && <TeamListFailed onRetry={() => void members.refetch()} />}
          {timeZone && <Text c="dimmed">{t('dateStep.zone', { zone: timeZone })}</Text>}
          <Paper withBorder radius="md" p="sm">
            {today ? (
              <DateGrid
                today={today}
                dates={pageDates(today, page, horizonDays)}
                available={new Set(byDate.keys())}
                selected={selection.date}
                page={page}
                pageCount={pageCount(horizonDays)}
                loading={availability.isFetching || members.isPending}
                answered={availability.data !== undefined}
                onPage={setPage}
                onSelect={(date) => selectionStore.update({ date, time: null })}
              />
            ) : (
              <Skeleton height={180} />
            )}
          </Paper>
          {availability.isError && (
            <AvailabilityProblem
              error={availability.error}
              memberName={members.data?.find((m) => m.id === member)?.name}
            />
          )}
          {selection.date && (
            <section aria-labelledby="times-title">
              <Title order={2} size="h4" id="times-title" mb="sm">
                {t('dateStep.times')}
              </Title>
              <TimeSlots
                times={times}
                selected={selection.time}
                onSelect={(time) => selectionStore.update({ time })}
              />
            </section>
          )}
          {today && serviceIds.length > 0 && availability.data && (
            // Issue 21: no time that suits → the waitlist for these services (once the times are known, #31.2).
            <JoinWaitlist serviceIds={serviceIds} date={selection.date ?? today} today={today} isCustomer={isCustomer} {...memberIdOf(member)} />
          )}
        </Stack>
      </Container>
      <SelectionBar
        count={selected.services.length}
        duration={hers?.duration ?? selected.duration}
        price={hers?.price ?? selected.price}
        action={
          <Button
            onClick={() => void hold()}
            disabled={!selection.date || !selection.time}
            loading={pending}
          >
            {isCustomer ? t('dateStep.continue') : t('dateStep.continueLogin')}
          </Button>
        }
      />
    </>
  );
}
