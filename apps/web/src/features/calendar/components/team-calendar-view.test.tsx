import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { toBlockedEvents } from '../utils/blocked-events';
import { toEvents } from '../utils/to-events';
import TeamCalendarView, { type TeamCalendarViewProps } from './team-calendar-view';

/**
 * Issue #34 (D65): the team's calendar around FullCalendar. FullCalendar itself is replaced by a
 * stand-in that lists the events it is given and keeps its callbacks, so a test can play what
 * FullCalendar reports (a drag from one member's calendar to another's: `eventLeave` on the one,
 * `eventReceive` on the other).
 */
type Props = Record<string, unknown> & { events: { id: string; title: string }[]; initialView: string };
const calendars: Props[] = [];
const controller = { prev: vi.fn(), next: vi.fn(), today: vi.fn(), changeView: vi.fn(), view: { title: 'Week of March 10' } };

vi.mock('@fullcalendar/react', () => ({
  default: (props: Props) => {
    calendars.push(props);
    return (
      <ul data-testid="fullcalendar" data-view={props.initialView}>
        {props.events.map((event) => (
          <li key={event.id}>{event.title}</li>
        ))}
      </ul>
    );
  },
  useCalendarController: () => controller,
}));
vi.mock('@fullcalendar/react/daygrid', () => ({ default: {} }));
vi.mock('@fullcalendar/react/interaction', () => ({ default: {} }));
vi.mock('@fullcalendar/react/list', () => ({ default: {} }));
vi.mock('@fullcalendar/react/timegrid', () => ({ default: {} }));
vi.mock('@fullcalendar/react/themes/classic', () => ({ default: {} }));
vi.mock('@fullcalendar/react/locales/ar', () => ({ default: {} }));
vi.mock('@fullcalendar/react/locales/de', () => ({ default: {} }));
vi.mock('@fullcalendar/react/locales/fr', () => ({ default: {} }));
vi.mock('@fullcalendar/react/locales/pt', () => ({ default: {} }));

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['calendar']);
});
beforeEach(() => {
  calendars.length = 0;
  vi.clearAllMocks();
});

const ANNA = { id: 1, name: 'Anna Owner', photo: null };
const DANA = { id: 2, name: 'Dana', photo: null };

const appointment = (id: number, customer: string, member: { id: number; name: string }): CalendarAppointment => ({
  id,
  state: 'booked',
  startsAt: '2031-03-10T10:00:00+01:00',
  endsAt: '2031-03-10T11:00:00+01:00',
  amount: 30,
  currency: 'EUR',
  note: '',
  customer: { id, name: customer, lastName: 'Test' },
  services: [],
  memberId: member.id,
  memberName: member.name,
});
const danasBlock: BlockedTime = { '@id': '/api/blocked_times/9', '@type': 'BlockedTime', id: 9, startsAt: '2031-03-10T13:00:00+01:00', endsAt: '2031-03-10T14:00:00+01:00', note: '', memberId: DANA.id };
const kim = appointment(7, 'Kim', ANNA);
const lou = appointment(8, 'Lou', DANA);
const EVENTS = [...toEvents([kim, lou], (a) => a.customer?.name ?? ''), ...toBlockedEvents([danasBlock], 'Blocked')];

function show(overrides: Partial<TeamCalendarViewProps> = {}) {
  const props: TeamCalendarViewProps = {
    timeZone: 'Europe/Berlin',
    locale: 'en',
    compact: true,
    events: EVENTS,
    businessHours: [],
    members: [ANNA, DANA],
    filter: 'all',
    onFilter: vi.fn(),
    onRange: vi.fn(),
    onSelect: vi.fn(),
    onOpen: vi.fn(),
    onMove: vi.fn(async () => ({ revert: false as const })),
    onOpenBlocked: vi.fn(),
    onMoveBlocked: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MantineProvider>
      <TeamCalendarView {...props} />
    </MantineProvider>,
  );
  return { props, ...view };
}

/** The calendar FullCalendar was last given inside a member's column. */
const columnCalendar = (name: string) => {
  const column = screen.getByRole('region', { name });
  const titles = within(column).getAllByRole('listitem').map((item) => item.textContent);
  const props = calendars.filter((c) => c.initialView === 'timeGridDay').at(-1 - [DANA.name, ANNA.name].indexOf(name));
  return { column, titles, props: props! };
};

describe('the team’s day: one column per member', () => {
  it('shows a named column for each member with her own appointments and blocked time only', () => {
    show();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Anna Owner', 'Dana']);
    expect(columnCalendar('Anna Owner').titles).toEqual(['Kim']);
    expect(columnCalendar('Dana').titles).toEqual(['Lou', 'Blocked']);
    // Her initials stand in for a photo.
    expect(within(screen.getByRole('region', { name: 'Anna Owner' })).getByText('AO')).toBeInTheDocument();
  });

  it('moves an appointment dropped in another member’s column to her, with its new time', async () => {
    const { props } = show();
    const leaveRevert = vi.fn();
    const receiveRevert = vi.fn();
    const dropped = { id: '7', startStr: '2031-03-10T12:00:00+01:00', endStr: '2031-03-10T13:00:00+01:00', extendedProps: { appointment: kim } };
    (columnCalendar('Anna Owner').props.eventLeave as (info: unknown) => void)({ event: dropped, revert: leaveRevert });
    (columnCalendar('Dana').props.eventReceive as (info: unknown) => void)({ event: dropped, revert: receiveRevert });
    await vi.waitFor(() => expect(props.onMove).toHaveBeenCalledWith({ id: 7, startsAt: dropped.startStr, endsAt: dropped.endStr, memberId: DANA.id }, 'Dana'));
    expect(leaveRevert).not.toHaveBeenCalled();
    expect(receiveRevert).not.toHaveBeenCalled();
  });

  it('puts the appointment back in its own column when the move is refused (a 409)', async () => {
    const onMove = vi.fn(async () => ({ revert: true as const, messageKey: 'calendar:toast.memberTaken', values: { member: 'Dana' } }));
    show({ onMove });
    const leaveRevert = vi.fn();
    const receiveRevert = vi.fn();
    const dropped = { id: '7', startStr: '2031-03-10T10:00:00+01:00', endStr: '2031-03-10T11:00:00+01:00', extendedProps: { appointment: kim } };
    (columnCalendar('Anna Owner').props.eventLeave as (info: unknown) => void)({ event: dropped, revert: leaveRevert });
    (columnCalendar('Dana').props.eventReceive as (info: unknown) => void)({ event: dropped, revert: receiveRevert });
    await vi.waitFor(() => expect(leaveRevert).toHaveBeenCalledOnce());
    expect(receiveRevert).toHaveBeenCalledOnce();
  });

  it('keeps blocked time with its member: not dropped in another column', () => {
    const { props } = show();
    const allow = columnCalendar('Anna Owner').props.eventAllow as (span: unknown, dragged: unknown) => boolean;
    expect(allow({}, { extendedProps: { blockedTime: danasBlock } })).toBe(false);
    expect(allow({}, { extendedProps: { appointment: lou } })).toBe(true);
    expect((columnCalendar('Dana').props.eventAllow as typeof allow)({}, { extendedProps: { blockedTime: danasBlock } })).toBe(true);
    expect(props.onMove).not.toHaveBeenCalled();
  });

  it('shades each column with its member’s own open hours (the caller’s where hers are unknown)', () => {
    const own = [{ daysOfWeek: [1], startTime: '09:00', endTime: '18:00' }];
    const danas = [{ daysOfWeek: [1], startTime: '12:00', endTime: '20:00' }];
    show({ businessHours: own, businessHoursOf: (id) => (id === DANA.id ? danas : undefined) });
    expect(columnCalendar('Dana').props.businessHours).toEqual(danas);
    expect(columnCalendar('Anna Owner').props.businessHours).toEqual(own);
  });

  it('books in the column the time was selected in', () => {
    const { props } = show();
    (columnCalendar('Dana').props.select as (info: unknown) => void)({ startStr: '2031-03-10T15:00:00+01:00', endStr: '2031-03-10T16:00:00+01:00' });
    expect(props.onSelect).toHaveBeenCalledWith({ start: '2031-03-10T15:00:00+01:00', end: '2031-03-10T16:00:00+01:00' }, DANA.id);
  });
});

describe('the member filter', () => {
  it('is a real select of everyone and each member', async () => {
    const { props } = show({ compact: false });
    const select = screen.getByRole('combobox', { name: 'Team member' });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everyone', 'Anna Owner', 'Dana']);
    await userEvent.selectOptions(select, 'Dana');
    expect(props.onFilter).toHaveBeenCalledWith(DANA.id);
  });

  it('the week of everyone is one calendar where each appointment and blocked time names its member', () => {
    show({ compact: false });
    expect(screen.queryAllByRole('region')).toEqual([]);
    const week = screen.getByTestId('fullcalendar');
    expect(week.dataset.view).toBe('timeGridWeek');
    expect(within(week).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Anna Owner · Kim', 'Dana · Lou', 'Dana · Blocked']);
    expect(screen.getByText('Week of March 10')).toBeInTheDocument();
  });

  it('her own closed day shades her column only: not the others’, not the week of everyone (issue #34)', () => {
    const danaOff = { id: 'closed-2-2031-03-10', start: '2031-03-10T00:00', end: '2031-03-11T00:00', display: 'background', className: 'chairly-closed-time', title: 'Off', extendedProps: { closedFor: DANA.id } };
    const salonDay = { id: 'closed-2031-03-11', start: '2031-03-11T00:00', end: '2031-03-12T00:00', display: 'background', className: 'chairly-closed-time', title: 'Holiday' };
    const events = [...EVENTS, danaOff, salonDay] as TeamCalendarViewProps['events'];
    show({ events });
    const ids = (name: string) => (columnCalendar(name).props.events as { id: string }[]).map((e) => e.id);
    expect(ids('Dana')).toEqual(expect.arrayContaining(['closed-2-2031-03-10', 'closed-2031-03-11']));
    expect(ids('Anna Owner')).not.toContain('closed-2-2031-03-10');
    expect(ids('Anna Owner')).toContain('closed-2031-03-11');
    cleanup();
    calendars.length = 0;
    show({ compact: false, events });
    const week = (calendars.at(-1)!.events as { id: string }[]).map((e) => e.id);
    expect(week).not.toContain('closed-2-2031-03-10');
    expect(week).toContain('closed-2031-03-11');
  });

  it('one member chosen: her day is one calendar, without columns or names', () => {
    show({ filter: DANA.id, events: EVENTS.filter((e) => e.id !== '7') });
    expect(screen.queryAllByRole('region')).toEqual([]);
    const day = screen.getByTestId('fullcalendar');
    expect(day.dataset.view).toBe('timeGridDay');
    expect(within(day).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lou', 'Blocked']);
  });

  it('switching from the week to the day of everyone shows the columns', async () => {
    show({ compact: false });
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Anna Owner', 'Dana']);
    expect(controller.changeView).not.toHaveBeenCalled();
  });
});
