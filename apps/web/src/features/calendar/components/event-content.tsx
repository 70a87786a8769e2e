import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import { useTranslation } from 'react-i18next';
import { processingBands, type ProcessingBand } from '../utils/processing-bands';
import './processing-window.css';

/** What FullCalendar hands an event's content hook (the parts used here). */
type EventInfo = { event: { title: string; extendedProps: unknown }; timeText: string; timeClass: string; titleClass: string; view: { type: string } };

/** 'HH:mm' of an ISO time with the stylist's offset (the API's form): its own wall clock. */
const wallTime = (iso: string) => iso.slice(11, 16);

function AppointmentWithProcessing({ info, bands }: { info: EventInfo; bands: ProcessingBand[] }) {
  const { t } = useTranslation('calendar');
  return (
    <>
      <div className={info.timeClass}>{info.timeText}</div>
      <div className={info.titleClass}>{info.event.title}</div>
      <div className="chairly-processing-layer">
        {bands.map((band) => {
          const label = t('processing', { from: wallTime(band.startsAt), to: wallTime(band.endsAt) });
          return <div key={band.startsAt} className="chairly-processing-band" style={{ top: `${band.top}%`, height: `${band.height}%` }} title={label} aria-label={label} role="note" />;
        })}
      </div>
    </>
  );
}

/**
 * Event content of the calendar: in the day and week grids an appointment with processing windows
 * (issue #18) shows them as lighter bands in its box; everything else keeps FullCalendar's own
 * content (`true`).
 */
export function eventContent(info: EventInfo) {
  const appointment = (info.event.extendedProps as { appointment?: CalendarAppointment }).appointment;
  if (!appointment || !info.view.type.startsWith('timeGrid')) return true;
  const bands = processingBands(appointment);
  if (bands.length === 0) return true;
  return <AppointmentWithProcessing info={info} bands={bands} />;
}
