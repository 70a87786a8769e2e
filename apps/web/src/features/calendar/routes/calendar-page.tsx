import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { useMembers } from '@/features/team';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { loadChunk } from '@/lib/load-chunk';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { getCoveredAppointments, useBlockedTimesRange, useSaveBlockedTime } from '../api/blocked-times';
import { useAppointmentsRange } from '../api/get-appointments-range';
import { useMembersBusinessHours, useOpenHours } from '../api/get-open-hours';
import { useMembersSpecialDaysRange, useSpecialDaysRange } from '../api/get-special-days';
import { useMoveAppointment } from '../api/move-appointment';
import { AppointmentDrawer } from '../components/appointment-drawer';
import { BlockTimeModal, type BlockDraft } from '../components/block-time-modal';
import { BlockedTimeDrawer } from '../components/blocked-time-drawer';
import type { MoveRequest } from '../components/calendar-view';
import { NewAppointmentModal, prefillOf, type NewAppointmentPrefill } from '../components/new-appointment-modal';
import { SelectionChoice } from '../components/selection-choice';
import { StateLegend } from '../components/state-legend';
import { toBlockedEvents, toWallRange } from '../utils/blocked-events';
import { toClosedEvents } from '../utils/special-day-events';
import { moveOutcome, type MoveOutcome } from '../utils/move-outcome';
import { openingStart } from '../utils/opening-start';
import type { VisibleRange } from '../utils/range-query';
import { ownMemberId } from '../utils/own-member';
import { visibleMembers, type MemberFilter } from '../utils/team-columns';
import { toBusinessHours, toEvents } from '../utils/to-events';

const CalendarView = lazy(() => loadChunk(() => import('../components/calendar-view')));
// Issue #34 (D65): a business with several members has the team's calendar (columns, filter).
const TeamCalendarView = lazy(() => loadChunk(() => import('../components/team-calendar-view')));
const PHONE = '(max-width: 767px)';

/** /apps/calendar: the stylist's appointments in their time zone; select to create, drag to move, click to open. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const timeZone = useStylistTimeZone();
  const openHours = useOpenHours();
  const compact = useMediaQuery(PHONE, typeof window !== 'undefined' && window.matchMedia(PHONE).matches, { getInitialValueInEffect: false });
  const [range, setRange] = useState<VisibleRange | null>(null);
  // Whose calendars she sees: more than one member is the team's calendar; one is today's calendar.
  const { memberRole } = useSession();
  const team = useMembers();
  const members = useMemo(() => visibleMembers(team.data?.['hydra:member'] ?? [], memberRole, ownMemberId()), [team.data, memberRole]);
  const isTeam = members.length > 1;
  const [filter, setFilter] = useState<MemberFilter>('all');
  const member = isTeam && filter !== 'all' ? filter : undefined;
  const appointments = useAppointmentsRange(range, member);
  const move = useMoveAppointment();
  const [newStart, setNewStart] = useState<string | null>(null);
  // The member whose column a new appointment or blocked time was selected in (the team's day).
  const [selectedMember, setSelectedMember] = useState<number | undefined>(undefined);
  // Issue #31.4: "Book again" on an appointment's page opens the form for its customer and services.
  const [params, setParams] = useSearchParams();
  const [prefill, setPrefill] = useState<NewAppointmentPrefill | null>(null);
  const [opened, setOpened] = useState<CalendarAppointment | null>(null);
  // The team's calendar shows every member's blocked time (or the chosen member's); else her own, as always.
  const blocked = useBlockedTimesRange(range, isTeam ? (member ?? 'all') : undefined);
  const saveBlocked = useSaveBlockedTime();
  const [selection, setSelection] = useState<VisibleRange | null>(null);
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const [openedBlocked, setOpenedBlocked] = useState<BlockedTime | null>(null);

  const rows = appointments.data?.['hydra:member'];
  const events = useMemo(
    () => toEvents(rows ?? [], (a) => [a.customer ? `${a.customer.name} ${a.customer.lastName}`.trim() : '', a.services.map((s) => s.name).join(', ')].filter(Boolean).join(' · ')),
    [rows],
  );
  const blockedMembers = blocked.data?.['hydra:member'];
  // Issue #31.11: special days and accepted holidays shaded (closed whole, or outside their own hours).
  const specialDays = useSpecialDaysRange(range).data;
  // The team's calendar shades each member's own hours and special days in her column (issue #34).
  const memberIds = useMemo(() => (isTeam ? members.map((m) => m.id) : []), [isTeam, members]);
  const memberDays = useMembersSpecialDaysRange(range, memberIds);
  const memberClosed = useMemo(
    () => [...memberDays].filter(([id]) => member === undefined || id === member).flatMap(([id, days]) => toClosedEvents(days, id)),
    [memberDays, member],
  );
  const allEvents = useMemo(
    () => [...toClosedEvents(specialDays ?? []), ...memberClosed, ...toBlockedEvents(blockedMembers ?? [], t('blocked.label')), ...events],
    [specialDays, memberClosed, blockedMembers, events, t],
  );
  const businessHours = useMemo(() => toBusinessHours(openHours.data?.['hydra:member'] ?? []), [openHours.data]);
  const memberHours = useMembersBusinessHours(memberIds);
  const onRange = useCallback((next: VisibleRange) => setRange((current) => (current?.start === next.start && current.end === next.end ? current : next)), []);
  const onMove = useCallback(
    async (request: MoveRequest, memberName?: string): Promise<MoveOutcome> => {
      try {
        await move.mutateAsync(request);
        notify.success('calendar:toast.moved');
        return moveOutcome(null);
      } catch (error) {
        const outcome = moveOutcome(error, memberName);
        if (outcome.revert) notify.error(outcome.messageKey, { values: outcome.values });
        return outcome;
      }
    },
    [move],
  );
  // A dragged or resized blocked range: saved at once, unless it now covers appointments it did not
  // cover before — then the stylist first sees them and chooses to cancel or keep them (or undoes).
  const onMoveBlocked = useCallback(
    async ({ blockedTime, startsAt, endsAt, revert }: { blockedTime: BlockedTime; startsAt: string; endsAt: string; revert: () => void }) => {
      try {
        // Hers in the team's calendar (issue #34); the caller's own otherwise, as always.
        const whose = isTeam ? blockedTime.memberId : undefined;
        const [before, after] = await Promise.all([getCoveredAppointments(blockedTime.startsAt, blockedTime.endsAt, undefined, whose), getCoveredAppointments(startsAt, endsAt, undefined, whose)]);
        const known = new Set(before['hydra:member'].map((a) => a.id));
        if (after['hydra:member'].some((a) => !known.has(a.id))) {
          setBlockDraft({ id: blockedTime.id, ...toWallRange({ start: startsAt, end: endsAt }), note: blockedTime.note, onAbandon: revert, ...(whose === undefined ? {} : { memberId: whose }) });
          return;
        }
        await saveBlocked.mutateAsync({ id: blockedTime.id, startsAt, endsAt, note: blockedTime.note });
        notify.success('calendar:block.toast.blockMoved');
      } catch {
        revert();
        notify.error('calendar:block.toast.blockMoveFailed');
      }
    },
    [saveBlocked, isTeam],
  );

  const openHourList = openHours.data?.['hydra:member'];
  const defaultStart = (zone: string) => openingStart(Date.now(), zone, openHourList ?? []);
  const wantsNew = params.get('new') === '1';
  useEffect(() => {
    if (!wantsNew || !timeZone.data || openHours.isPending) return;
    setPrefill(prefillOf(params));
    setNewStart(openingStart(Date.now(), timeZone.data, openHourList ?? []));
    setParams({}, { replace: true });
  }, [wantsNew, timeZone.data, openHours.isPending]); // eslint-disable-line react-hooks/exhaustive-deps

  if (timeZone.isError) return <ErrorState title={t('loadFailed')} description={t('loadFailedHint')} actionLabel={t('retry')} onAction={() => void timeZone.refetch()} />;
  if (!timeZone.data || team.isPending) return <PageLoader />;
  const zone = timeZone.data;
  // What the one member's calendar and the team's calendar both take.
  const view = {
    timeZone: zone,
    locale: i18n.language,
    compact,
    events: allEvents,
    businessHours,
    onRange,
    onOpen: setOpened,
    onMove,
    onOpenBlocked: setOpenedBlocked,
    onMoveBlocked: (request: Parameters<typeof onMoveBlocked>[0]) => void onMoveBlocked(request),
  };

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Group gap="sm">
          {(appointments.isFetching || blocked.isFetching) && <Loader size="sm" aria-label={t('loading')} />}
          <Button
            onClick={() => {
              setPrefill(null);
              setSelectedMember(member);
              setNewStart(defaultStart(zone));
            }}
          >
            {t('newAppointment')}
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <StateLegend />
        {(appointments.isError || blocked.isError) && (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Button size="xs" variant="light" color="red" onClick={() => void Promise.all([appointments.refetch(), blocked.refetch()])}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 4, sm: 'sm' }} data-testid="calendar" data-time-zone={zone}>
          <Suspense fallback={<PageLoader />}>
            {isTeam ? (
              <TeamCalendarView
                {...view}
                members={members}
                businessHoursOf={(id) => memberHours.get(id)}
                filter={filter}
                onFilter={setFilter}
                onSelect={(selected, memberId) => {
                  setSelection(selected);
                  setSelectedMember(memberId ?? member);
                }}
              />
            ) : (
              <CalendarView {...view} onSelect={setSelection} />
            )}
          </Suspense>
        </Paper>
      </Stack>
      <NewAppointmentModal start={newStart} prefill={prefill} timeZone={zone} memberId={selectedMember} onClose={() => setNewStart(null)} />
      <AppointmentDrawer appointment={opened} onClose={() => setOpened(null)} />
      <SelectionChoice
        selection={selection && toWallRange(selection)}
        onAppointment={() => {
          setPrefill(null);
          if (selection) setNewStart(toWallRange(selection).start);
          setSelection(null);
        }}
        onBlock={() => {
          if (selection) setBlockDraft({ id: null, ...toWallRange(selection), note: '', ...(selectedMember === undefined ? {} : { memberId: selectedMember }) });
          setSelection(null);
        }}
        onClose={() => setSelection(null)}
      />
      <BlockTimeModal draft={blockDraft} timeZone={zone} onClose={() => setBlockDraft(null)} />
      <BlockedTimeDrawer
        blockedTime={openedBlocked}
        onClose={() => setOpenedBlocked(null)}
        onEdit={(blockedTime) => {
          setOpenedBlocked(null);
          setBlockDraft({ id: blockedTime.id, start: blockedTime.startsAt.slice(0, 16), end: blockedTime.endsAt.slice(0, 16), note: blockedTime.note });
        }}
      />
    </Container>
  );
}
