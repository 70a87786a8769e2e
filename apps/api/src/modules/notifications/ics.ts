import ical, { ICalCalendarMethod, ICalEventClass, ICalEventStatus } from 'ical-generator';

type Person = { name: string; email: string };

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
  /** The stylist, and the customer as the one attendee (RFC 5546: which method needs which, below). */
  organizer?: Person;
  attendee?: Person;
  /**
   * DTSTAMP: when the event last changed (the appointment's `updated_at`), never the time of the
   * request, so a feed polled every hour does not present every event as revised (issue #32.5).
   */
  stamp: Date;
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

/**
 * A name as a CN parameter every parser reads alike (D49). RFC 5545 forbids `"` inside a quoted
 * parameter and RFC 6868 would write it `^'`, which parsers without RFC 6868 (node-ical, many mail
 * programs) show as is; node-ical also splits a quoted value at `;`. So `"` and `^` become `'`, `;`
 * becomes `,`, line breaks and other control characters a space: `Zoë "die Große"` → `Zoë 'die Große'`.
 */
export function parameterText(text: string): string {
  return text
    .replace(/["^]/g, "'")
    .replace(/;/g, ',')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const asParameter = (person: Person | undefined): Person | null => (person?.email ? { name: parameterText(person.name) || person.email, email: person.email } : null);

/**
 * RFC 5546 §3.2: every method names the ORGANIZER; REQUEST and CANCEL name the attendee it is for;
 * PUBLISH names none. A file that breaks this is a bug in its caller, not something to send.
 */
function checkItip(event: CalendarEvent, method: IcsMethod) {
  if (method === null) return;
  if (!event.organizer?.email) throw new Error(`METHOD:${method} needs an ORGANIZER (event ${event.uid})`);
  if (method === 'PUBLISH' && event.attendee) throw new Error(`METHOD:PUBLISH carries no ATTENDEE (event ${event.uid})`);
  if (method !== 'PUBLISH' && !event.attendee?.email) throw new Error(`METHOD:${method} needs an ATTENDEE (event ${event.uid})`);
}

/**
 * An iCalendar file (ical-generator: RFC 5545 escaping, folding, CRLF), times in UTC, ending with
 * the CRLF RFC 5545 puts after every content line (ical-generator leaves the last one out). Pure.
 */
export function buildIcs(events: CalendarEvent | CalendarEvent[], options: { method: IcsMethod; name?: string; ttlSeconds?: number }): string {
  const calendar = ical({
    prodId: { company: 'Chairly', product: 'Bookings', language: 'EN' },
    method: options.method ? METHODS[options.method] : null,
    name: options.name ?? null,
    ttl: options.ttlSeconds ?? null,
  });
  for (const event of Array.isArray(events) ? events : [events]) {
    checkItip(event, options.method);
    const attendee = asParameter(event.attendee);
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: event.stamp,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.summary,
      location: event.location || null,
      description: event.description || null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: asParameter(event.organizer),
      attendees: attendee ? [attendee] : [],
      class: event.private ? ICalEventClass.PRIVATE : null,
    });
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
