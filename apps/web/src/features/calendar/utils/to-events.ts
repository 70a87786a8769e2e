import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import { stateColorVar } from '@/features/appointments';

export type CalendarEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string;
  contrastColor: string;
  editable: boolean;
  extendedProps: { appointment: CalendarAppointment };
};
export type BusinessHour = { daysOfWeek: number[]; startTime: string; endTime: string };

/** The calendar's rows (the range's, D55) as calendar events, coloured by state; only a booked one can be dragged or resized. */
export function toEvents(appointments: readonly CalendarAppointment[], title: (appointment: CalendarAppointment) => string): CalendarEvent[] {
  return appointments.map((appointment) => ({
    id: String(appointment.id),
    title: title(appointment),
    start: appointment.startsAt,
    end: appointment.endsAt,
    color: stateColorVar(appointment.state),
    contrastColor: '#ffffff',
    editable: appointment.state === 'booked',
    extendedProps: { appointment },
  }));
}

/** Open hours (weekDay 0 = Monday, docs/product.md §3) as FullCalendar business hours (daysOfWeek 0 = Sunday). */
export function toBusinessHours(hours: readonly { weekDay: number; startTime: string; endTime: string }[]): BusinessHour[] {
  return hours.map((hour) => ({ daysOfWeek: [(hour.weekDay + 1) % 7], startTime: hour.startTime, endTime: hour.endTime }));
}
