import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';

/**
 * One appointment as a calendar event. `uid` is the appointment's uuid for its whole life and
 * `sequence` its `appointments.sequence` (grows with every change), so a calendar that has the
 * event updates or removes it instead of adding a second one.
 */
export type CalendarEvent = {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description?: string;
  /** STATUS:CANCELLED (a cancellation notice). */
  cancelled?: boolean;
  /** The stylist, and the customer as the one attendee (METHOD:REQUEST/CANCEL name both, RFC 5546). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** DTSTAMP; defaults to now. */
  stamp?: Date;
  /** CLASS:PRIVATE: busy time whose details are nobody's business (the stylist's blocked time in her feed). */
  private?: boolean;
};

/**
 * REQUEST: a new or moved appointment (the calendar adds or updates the event); CANCEL: a cancelled
 * one (it removes it); PUBLISH: a plain copy (a download); null: a subscribed feed (no method).
 */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH' | null;

const METHODS = { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL, PUBLISH: ICalCalendarMethod.PUBLISH } as const;

/** The method a message about an appointment in this state carries. */
export const icsMethodOf = (state: string): 'REQUEST' | 'CANCEL' => (state === 'cancelled' ? 'CANCEL' : 'REQUEST');

/** An iCalendar file (ical-generator: RFC 5545 escaping, folding, CRLF), times in UTC. Pure. */
export function buildIcs(events: CalendarEvent | CalendarEvent[], options: { method: IcsMethod; name?: string; ttlSeconds?: number }): string {
  const calendar = ical({
    prodId: { company: 'Chairly', product: 'Bookings', language: 'EN' },
    method: options.method ? METHODS[options.method] : null,
    name: options.name ?? null,
    ttl: options.ttlSeconds ?? null,
  });
  for (const event of Array.isArray(events) ? events : [events]) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: event.stamp ?? new Date(),
      start: event.startsAt,
      end: event.endsAt,
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: event.organizer?.email ? event.organizer : null,
      attendees: event.attendee?.email ? [{ name: event.attendee.name, email: event.attendee.email }] : [],
      class: event.private ? ICalEventClass.PRIVATE : null,
    });
  }
  return calendar.toString();
}
