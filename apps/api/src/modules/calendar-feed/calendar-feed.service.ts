import { createHash } from 'node:crypto';
import { AppError, CALENDAR_FEED_DAYS, messageLocale, type CalendarFeed, type CalendarFeedStatus } from '@chairly/shared';
import type { BookingContextRepository } from '../appointments-core/index';
import { appointmentAtText, buildIcs, busyText } from '../notifications/index';
import type { CalendarFeedRepository, FeedAppointment, FeedOwner, FeedStylist } from './calendar-feed.repository';
import { DAY_MS } from '@chairly/shared/format';

type Deps = {
  repository: CalendarFeedRepository;
  context: Pick<BookingContextRepository, 'customerIdOfAccount'>;
  /** The public origin of a stylist's subdomain (the feed URL lives on her own host). */
  origin: (subdomain: string | null) => string;
  now: () => Date;
};

/** A feed file name: the 32-byte token, base64url, and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** How often a subscribed calendar should fetch the feed again. */
const FEED_TTL_SECONDS = 3600;
const notFound = (what = 'Calendar feed not found') => new AppError('NOT_FOUND', what);

/** The feed's text and when it last changed (its Last-Modified; null only if the feed vanished meanwhile). */
export type FeedFile = { body: string; lastModified: Date | null };

/**
 * Issue #19.5: the stylist's private calendar feed and each booking's calendar file for its
 * customer. The same UID (the appointment's uuid) and SEQUENCE as the files in the messages, so
 * every copy of an appointment is one event to a calendar.
 */
export function createCalendarFeedService({ repository, context, origin, now }: Deps) {
  async function url(owner: FeedOwner, token: string): Promise<string> {
    const stylist = await repository.stylist(owner.stylistId);
    return `${origin(stylist?.subdomain ?? null)}/api/calendar-feed/${token}.ics`;
  }

  /** Her side: who the appointment is with and what is done; never the customer's e-mail or phone. */
  const feedEvent = (stylist: FeedStylist, a: FeedAppointment) => ({
    uid: a.uuid,
    sequence: a.sequence,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    summary: [a.customerName, a.services].filter(Boolean).join(': ') || stylist.businessName,
    location: stylist.address,
    description: a.services,
    stamp: a.updatedAt,
  });

  return {
    /** Whether she has a feed; never its URL, which only its hash is kept of (issue #28.5). */
    async status(owner: FeedOwner): Promise<CalendarFeedStatus> {
      const feed = await repository.feedOf(owner);
      return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
    },
    /** A new feed (her first, or a replacement): its URL, the one time it can be shown. */
    async regenerate(owner: FeedOwner): Promise<CalendarFeed> {
      const { token, createdAt } = await repository.regenerateToken(owner);
      return { url: await url(owner, token), createdAt: createdAt.toISOString() };
    },
    async turnOff(owner: FeedOwner): Promise<void> {
      await repository.remove(owner);
    },
    /**
     * The feed of `{token}.ics`: her appointments 30 days back to 365 ahead; an unknown or replaced
     * token, or a member turned off, → 404. Issue #34 (D68): a member's own appointments and blocked
     * time only; the calendar is named after the business (the owner's, as before) and the member.
     */
    async feed(file: string): Promise<FeedFile> {
      const token = FEED_FILE.exec(file)?.[1];
      const member = token ? await repository.memberOfToken(token) : null;
      const stylist = member === null ? null : await repository.stylist(member.stylistId);
      if (member === null || !stylist) throw notFound();
      const { stylistId, memberId } = member;
      const at = now().getTime();
      const [from, to] = [new Date(at - CALENDAR_FEED_DAYS.back * DAY_MS), new Date(at + CALENDAR_FEED_DAYS.ahead * DAY_MS)];
      const [appointments, blocked] = await Promise.all([repository.appointments(stylistId, memberId, from, to), repository.blockedTimes(stylistId, memberId, from, to)]);
      const name = member.owner || !member.name.trim() ? stylist.businessName : `${stylist.businessName} – ${member.name.trim()}`;
      // Issue #31.11: blocked time shows as busy, private, with a plain label in her language and never its note.
      const busy = busyText(messageLocale(stylist.locale));
      const blockedEvents = blocked.map((b) => ({ uid: `blocked-${b.id}@chairly`, sequence: 0, startsAt: b.startsAt, endsAt: b.endsAt, summary: busy, location: '', private: true, stamp: b.updatedAt }));
      const body = buildIcs([...appointments.map((a) => feedEvent(stylist, a)), ...blockedEvents], { method: null, name, ttlSeconds: FEED_TTL_SECONDS });
      const lastModified = await repository.contentChangedAt(memberId, createHash('sha256').update(body, 'utf8').digest());
      return { body, lastModified };
    },
    /**
     * A customer's own booking as a calendar file (METHOD:PUBLISH; a cancelled one says CANCELLED),
     * described in her language; the stylist is its ORGANIZER (RFC 5546 §3.2.1), no ATTENDEE.
     */
    async customerFile(stylistId: number, accountId: number, uuid: string): Promise<string> {
      const customerId = await context.customerIdOfAccount(stylistId, accountId);
      const appointment = customerId === null ? null : await repository.customerAppointment(stylistId, customerId, uuid);
      const stylist = appointment ? await repository.stylist(stylistId) : null;
      if (!appointment || !stylist) throw notFound('Appointment not found');
      const locale = messageLocale(await repository.accountLocale(accountId));
      return buildIcs(
        {
          uid: appointment.uuid,
          sequence: appointment.sequence,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          summary: [stylist.businessName, appointment.services].filter(Boolean).join(': '),
          location: stylist.address,
          description: appointmentAtText(locale, stylist.businessName),
          cancelled: appointment.state === 'cancelled',
          organizer: { name: stylist.businessName, email: stylist.email },
          stamp: appointment.updatedAt,
        },
        { method: 'PUBLISH' },
      );
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
