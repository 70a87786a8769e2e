import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import { textDirection } from '@chairly/shared/direction';
import { addDays, formatCalendarDate, todayIn } from '@chairly/shared/format';
import FullCalendar, { useCalendarController, type DatesSetInfo, type EventApi, type EventLeaveInfo, type EventReceiveInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import deLocale from '@fullcalendar/react/locales/de';
import frLocale from '@fullcalendar/react/locales/fr';
import ptLocale from '@fullcalendar/react/locales/pt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { ActionIcon, Avatar, Button, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './blocked-time.css';
import './event-title.css';
import './team-calendar.css';
import { initialsOf } from '@/features/team';
import { blockedTimeOf } from '../utils/blocked-events';
import { watchScrollers } from '../utils/keyboard-scrollers';
import { anchorDate, type TeamView } from '../utils/team-dates';
import { eventsOfMember, filterValue, firstSlot, memberOfEvent, parseFilter, type CalendarMember, type MemberFilter } from '../utils/team-columns';
import type { CalendarViewProps, MoveRequest } from './calendar-view';
import { eventContent } from './event-content';
import type { MoveOutcome } from '../utils/move-outcome';
import type { VisibleRange } from '../utils/range-query';

export type TeamCalendarViewProps = Omit<CalendarViewProps, 'onMove' | 'onSelect'> & {
  /** The members whose calendars she sees (more than one), in their order. */
  members: CalendarMember[];
  filter: MemberFilter;
  onFilter: (filter: MemberFilter) => void;
  /** A selection, in a member's column when made there. */
  onSelect: (range: VisibleRange, memberId?: number) => void;
  /** `memberName`: the member of the column it was dropped on, when it changes member. */
  onMove: (move: MoveRequest, memberName?: string) => Promise<MoveOutcome>;
  /** A member's own open hours (her column, or the filter's member); absent, `businessHours`. */
  businessHoursOf?: (memberId: number) => CalendarViewProps['businessHours'] | undefined;
};

type ChangedEvent = { event: { id: string; startStr: string; endStr: string; extendedProps: unknown }; revert: () => void };

const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [deLocale, frLocale, ptLocale, arLocale];
const VIEWS: TeamView[] = ['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'listWeek'];
const VIEW_KEYS: Record<TeamView, string> = { timeGridDay: 'team.views.day', timeGridWeek: 'team.views.week', dayGridMonth: 'team.views.month', listWeek: 'team.views.list' };

const appointmentOf = (extendedProps: unknown) => (extendedProps as { appointment?: CalendarAppointment } | undefined)?.appointment ?? null;

/** Everyone's appointments and blocked time in one grid (week, month, list): each says whose it is. */
function withMemberName<E extends CalendarViewProps['events'][number]>(event: E, names: ReadonlyMap<number, string>): E {
  const whose = memberOfEvent(event);
  const name = whose === null ? undefined : names.get(whose);
  return name ? { ...event, title: `${name} · ${event.title}` } : event;
}

/**
 * Issue #34 (D65): the calendar of a business with several members, on FullCalendar's free views.
 * One toolbar (FullCalendar's controller) drives it: the day of everyone is one timeGridDay per
 * member side by side (a column each, her name and photo above, one scroller for all, so their
 * hours line up); an appointment dragged to another column goes to that member. Any other view,
 * or one member chosen in the filter, is one calendar as a single stylist has it.
 */
export default function TeamCalendarView(props: TeamCalendarViewProps) {
  const { timeZone, locale, compact, members, filter, onFilter } = props;
  const { t } = useTranslation('calendar');
  const controller = useCalendarController();
  const [view, setView] = useState<TeamView>(compact ? 'timeGridDay' : 'timeGridWeek');
  const [date, setDate] = useState(() => todayIn(timeZone));
  const columns = view === 'timeGridDay' && filter === 'all';
  const rtl = textDirection(locale) === 'rtl';

  const changeView = (next: TeamView) => {
    setView(next);
    if (!columns && !(next === 'timeGridDay' && filter === 'all')) controller.changeView(next);
  };
  const step = (direction: 1 | -1) => {
    if (!columns) return direction === 1 ? controller.next() : controller.prev();
    setDate((current) => addDays(current, direction));
  };
  const goToday = () => (columns ? setDate(todayIn(timeZone)) : controller.today());
  // The single calendar's dates, kept so the columns open on the day it showed.
  const datesSet = (info: DatesSetInfo) => {
    setDate(anchorDate(info.view.type as TeamView, { start: info.startStr, end: info.endStr }, todayIn(timeZone)));
    props.onRange({ start: info.startStr, end: info.endStr });
  };
  const title = columns ? formatCalendarDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : (controller.view?.title ?? '');

  return (
    <div>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('team.previous')} onClick={() => step(-1)}>
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t('team.next')} onClick={() => step(1)}>
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </ActionIcon>
          <Button variant="default" size="sm" onClick={goToday}>
            {t('team.today')}
          </Button>
        </Group>
        <Text component="h2" fw={600} size="lg" aria-live="polite">
          {title}
        </Text>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={t('team.view')}
            value={view}
            onChange={(next) => changeView(next as TeamView)}
            data={VIEWS.map((value) => ({ value, label: t(VIEW_KEYS[value]) }))}
          />
          <NativeSelect
            size="xs"
            label={t('team.member')}
            value={filterValue(filter)}
            onChange={(event) => onFilter(parseFilter(event.currentTarget.value, members))}
            data={[{ value: 'all', label: t('team.everyone') }, ...members.map((m) => ({ value: String(m.id), label: m.name }))]}
          />
        </Group>
      </Group>
      {columns ? (
        <TeamDay {...props} date={date} />
      ) : (
        <SingleCalendar {...props} view={view} date={date} controller={controller} datesSet={datesSet} showMember={filter === 'all'} />
      )}
    </div>
  );
}

/** The options every calendar of the team view shares with the single stylist's (calendar-view.tsx); `member`: whose hours shade it. */
function sharedOptions({ timeZone, locale, businessHours, businessHoursOf }: TeamCalendarViewProps, member?: number) {
  return {
    plugins: PLUGINS,
    locales: LOCALES,
    locale,
    direction: textDirection(locale),
    timeZone,
    firstDay: 1,
    allDaySlot: false,
    nowIndicator: true,
    businessHours: (member === undefined ? undefined : businessHoursOf?.(member)) ?? businessHours,
    eventContent,
    eventTitleClass: 'chairly-event-title',
    selectable: true,
    selectMirror: true,
    editable: true,
    eventDurationEditable: true,
    longPressDelay: 400,
  } as const;
}

/** Opens an appointment or a blocked time on click, as the single calendar does. */
function clicked(props: TeamCalendarViewProps) {
  return (info: { jsEvent: Event; event: EventApi }) => {
    info.jsEvent.preventDefault();
    const blockedTime = blockedTimeOf(info.event.extendedProps);
    if (blockedTime) return props.onOpenBlocked(blockedTime);
    const appointment = appointmentOf(info.event.extendedProps);
    if (appointment) props.onOpen(appointment);
  };
}

/** A drag or resize within one calendar: a blocked range, or an appointment that keeps its member. */
function movedWithin(props: TeamCalendarViewProps) {
  return async ({ event, revert }: ChangedEvent) => {
    const blockedTime = blockedTimeOf(event.extendedProps);
    if (blockedTime) return props.onMoveBlocked({ blockedTime, startsAt: event.startStr, endsAt: event.endStr, revert });
    const outcome = await props.onMove({ id: Number(event.id), startsAt: event.startStr, endsAt: event.endStr });
    if (outcome.revert) revert();
  };
}

type SingleProps = TeamCalendarViewProps & {
  view: TeamView;
  date: string;
  controller: ReturnType<typeof useCalendarController>;
  datesSet: (info: DatesSetInfo) => void;
  /** Everyone's appointments in one grid: each names its member. */
  showMember: boolean;
};

function SingleCalendar(props: SingleProps) {
  const { view, date, controller, datesSet, showMember, compact, events } = props;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? watchScrollers(root.current) : undefined), []);
  const { members } = props;
  const shown = useMemo(() => {
    if (!showMember) return events;
    const names = new Map(members.map((m) => [m.id, m.name]));
    // Everyone in one grid: one member's own closed day does not close the others' (her column does).
    return events.filter((event) => !(event as { extendedProps?: { closedFor?: number } }).extendedProps?.closedFor).map((event) => withMemberName(event, names));
  }, [events, showMember, members]);
  const moved = movedWithin(props);
  return (
    <div ref={root}>
      <FullCalendar
        {...sharedOptions(props, props.filter === 'all' ? undefined : props.filter)}
        controller={controller}
        initialView={view}
        initialDate={date}
        headerToolbar={false}
        footerToolbar={false}
        scrollTime="07:00:00"
        contentHeight={compact ? 560 : 680}
        events={shown}
        datesSet={datesSet}
        select={(info) => props.onSelect({ start: info.startStr, end: info.endStr })}
        eventClick={clicked(props)}
        eventDrop={(info) => void moved(info)}
        eventResize={(info) => void moved(info)}
      />
    </div>
  );
}

/**
 * The day of everyone: one timeGridDay per member, side by side. The columns grow to their full
 * height inside one scroller (vertical: the hours stay aligned; horizontal on a phone). A drag to
 * another column leaves one calendar and is received by the other (FullCalendar's own drag between
 * calendars): the move is sent with her `memberId`; refused, both put the event back.
 */
function TeamDay(props: TeamCalendarViewProps & { date: string }) {
  const { date, members, events, compact, onRange, onSelect, onMove } = props;
  const { t } = useTranslation('calendar');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? watchScrollers(root.current) : undefined), []);
  // The source column's way back of an event dragged out of it, until the receiving column's move is answered.
  const leaving = useRef(new Map<string, () => void>());
  const slotMinTime = firstSlot(events, date);
  const moved = movedWithin(props);

  const received = async (info: EventReceiveInfo, member: CalendarMember) => {
    const undo = () => {
      info.revert();
      leaving.current.get(info.event.id)?.();
      leaving.current.delete(info.event.id);
    };
    const appointment = appointmentOf(info.event.extendedProps);
    if (!appointment) return undo();
    const outcome = await onMove({ id: appointment.id, startsAt: info.event.startStr, endsAt: info.event.endStr, memberId: member.id }, member.name);
    if (outcome.revert) undo();
    else leaving.current.delete(info.event.id);
  };

  return (
    <div
      ref={root}
      className="chairly-team-day"
      style={{ maxHeight: compact ? 620 : 740 }}
      tabIndex={0}
      role="group"
      aria-label={t('team.columns')}
      data-testid="team-day"
    >
      <div className="chairly-team-day-grid" style={{ gridTemplateColumns: `repeat(${members.length}, minmax(${compact ? 240 : 200}px, 1fr))` }}>
        {members.map((member, index) => (
          <section key={member.id} role="region" aria-label={member.name} className="chairly-team-column" data-member-id={member.id}>
            <header className="chairly-team-column-header">
              <Avatar src={member.photo} alt="" radius="xl" size="sm" color="blue">
                {initialsOf(member.name)}
              </Avatar>
              <Text fw={600} size="sm" truncate>
                {member.name}
              </Text>
            </header>
            <FullCalendar
              key={date}
              {...sharedOptions(props, member.id)}
              initialView="timeGridDay"
              initialDate={date}
              headerToolbar={false}
              footerToolbar={false}
              dayHeaders={false}
              height="auto"
              slotMinTime={slotMinTime}
              droppable
              events={eventsOfMember(events, member.id)}
              // A blocked time stays with its member: it may move within her column only.
              eventAllow={(_span, dragged) => !dragged || !blockedTimeOf(dragged.extendedProps) || memberOfEvent({ extendedProps: dragged.extendedProps }) === member.id}
              datesSet={index === 0 ? (info) => onRange({ start: info.startStr, end: info.endStr }) : undefined}
              select={(info) => onSelect({ start: info.startStr, end: info.endStr }, member.id)}
              eventClick={clicked(props)}
              eventDrop={(info) => void moved(info)}
              eventResize={(info) => void moved(info)}
              eventLeave={(info: EventLeaveInfo) => leaving.current.set(info.event.id, info.revert)}
              eventReceive={(info) => void received(info, member)}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
