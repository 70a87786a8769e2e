import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import { textDirection } from '@chairly/shared/direction';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import deLocale from '@fullcalendar/react/locales/de';
import frLocale from '@fullcalendar/react/locales/fr';
import ptLocale from '@fullcalendar/react/locales/pt';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useEffect, useRef } from 'react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './blocked-time.css';
import './event-title.css';
import type { MoveRequest } from '../api/move-appointment';
import { blockedTimeOf, type BlockedEvent } from '../utils/blocked-events';
import { watchScrollers } from '../utils/keyboard-scrollers';
import { eventContent } from './event-content';
import type { MoveOutcome } from '../utils/move-outcome';
import type { VisibleRange } from '../utils/range-query';
import type { ClosedEvent } from '../utils/special-day-events';
import type { BusinessHour, CalendarEvent } from '../utils/to-events';

/** The move a drag or resize asks for (its member's when dropped in another's column: the team's view). */
export type { MoveRequest };

export type CalendarViewProps = {
  timeZone: string;
  locale: string;
  compact: boolean;
  events: (CalendarEvent | BlockedEvent | ClosedEvent)[];
  businessHours: BusinessHour[];
  onRange: (range: VisibleRange) => void;
  onSelect: (range: VisibleRange) => void;
  onOpen: (appointment: CalendarAppointment) => void;
  onMove: (move: MoveRequest) => Promise<MoveOutcome>;
  /** Blocked time: opened on click; a drag or resize is reported with a way to put it back. */
  onOpenBlocked: (blockedTime: BlockedTime) => void;
  onMoveBlocked: (move: { blockedTime: BlockedTime; startsAt: string; endsAt: string; revert: () => void }) => void;
};

type ChangedEvent = { event: { id: string; startStr: string; endStr: string; extendedProps: unknown }; revert: () => void };

const VIEWS = 'timeGridDay,timeGridWeek,dayGridMonth,listWeek';

/**
 * FullCalendar 7 in the stylist's named time zone (Temporal inside): every date it reports
 * (`startStr`, `endStr`) is ISO with that zone's offset, so wall times are right in any browser zone.
 * This module is its own lazy chunk.
 */
export default function CalendarView({ timeZone, locale, compact, events, businessHours, onRange, onSelect, onOpen, onMove, onOpenBlocked, onMoveBlocked }: CalendarViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // A day without appointments has nothing focusable in its time grid: its scroller takes the focus.
  useEffect(() => (root.current ? watchScrollers(root.current) : undefined), []);
  const moved = async ({ event, revert }: ChangedEvent) => {
    const blockedTime = blockedTimeOf(event.extendedProps);
    if (blockedTime) return onMoveBlocked({ blockedTime, startsAt: event.startStr, endsAt: event.endStr, revert });
    const outcome = await onMove({ id: Number(event.id), startsAt: event.startStr, endsAt: event.endStr });
    if (outcome.revert) revert();
  };
  return (
    <div ref={root}>
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locales={[deLocale, frLocale, ptLocale, arLocale]}
        locale={locale}
        // Arabic runs right to left: days from the right, prev/next mirrored (its locale says so too).
        direction={textDirection(locale)}
        timeZone={timeZone}
        initialView={compact ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={compact ? { start: 'title', end: 'prev,next' } : { start: 'prev,next today', center: 'title', end: VIEWS }}
        footerToolbar={compact ? { start: 'today', end: VIEWS } : false}
        firstDay={1}
        allDaySlot={false}
        nowIndicator
        scrollTime="07:00:00"
        contentHeight={compact ? 560 : 680}
        businessHours={businessHours}
        events={events}
        eventContent={eventContent}
        eventTitleClass="chairly-event-title"
        selectable
        selectMirror
        editable
        eventDurationEditable
        longPressDelay={400}
        datesSet={(info) => onRange({ start: info.startStr, end: info.endStr })}
        select={(info) => onSelect({ start: info.startStr, end: info.endStr })}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const blockedTime = blockedTimeOf(info.event.extendedProps);
          if (blockedTime) return onOpenBlocked(blockedTime);
          const appointment = (info.event.extendedProps as { appointment?: CalendarAppointment }).appointment;
          if (appointment) onOpen(appointment);
        }}
        eventDrop={(info) => void moved(info)}
        eventResize={(info) => void moved(info)}
      />
    </div>
  );
}
