const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** An iCalendar event for "Add to calendar" (times in UTC, so every calendar app places it right). */
export function bookingIcs(booking: {
  uuid: string;
  startsAt: string;
  endsAt: string;
  title: string;
  location: string;
}): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairly//Booking//EN',
    'BEGIN:VEVENT',
    `UID:${booking.uuid}@chairly`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(booking.startsAt)}`,
    `DTEND:${stamp(booking.endsAt)}`,
    `SUMMARY:${escape(booking.title)}`,
    `LOCATION:${escape(booking.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}
