import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An appointment as calendars see it; no customer e-mail or phone is ever read here. */
export type FeedAppointment = {
  uuid: string;
  sequence: number;
  state: string;
  startsAt: Date;
  endsAt: Date;
  customerName: string;
  services: string;
  /** Its last change: the events' DTSTAMP. */
  updatedAt: Date;
};
/** `email`: hers, the ORGANIZER of a customer's booking file. */
export type FeedStylist = { subdomain: string | null; businessName: string; email: string; address: string; locale: string | null };
/** Issue #31.11: blocked time as the feed shows it: when only (its note stays private). */
export type FeedBlockedTime = { id: number; startsAt: Date; endsAt: Date; updatedAt: Date };

type Row = { uuid: string; sequence: number; state: string; starts_at: string; ends_at: string; customer_name: string | null; services: string | null; updated_at: string };

const APPOINTMENT_COLUMNS = sql`
  a.uuid, a.sequence, a.state, a.starts_at, a.ends_at, a.updated_at, btrim(c.name || ' ' || c.last_name) AS customer_name,
  (SELECT string_agg(x.name, ', ' ORDER BY x.position) FROM appointment_services x WHERE x.appointment_id = a.id) AS services`;

const toAppointment = (r: Row): FeedAppointment => ({
  uuid: r.uuid,
  sequence: Number(r.sequence),
  state: r.state,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  customerName: r.customer_name ?? '',
  services: r.services ?? '',
  updatedAt: new Date(r.updated_at),
});

/** 32 random bytes, URL-safe: the feed URL is the only credential, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * What the table keeps of a token: its SHA-256 (migration 0020 hashed the older ones the same way).
 * Hashed here, not in SQL, so the clear token is never a statement parameter the database could log.
 */
export const feedTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export type FeedState = { createdAt: Date } | null;

/**
 * Issue #34 (D68): whose feed: a member of the business; null = the owner (a token without a
 * member, from before members). Every statement resolves it in SQL, within the business.
 */
export type FeedOwner = { stylistId: number; memberId: number | null };
/** The member a feed belongs to, resolved and checked to be of the business (the owner when none is named). */
const memberOf = ({ stylistId, memberId }: FeedOwner) =>
  memberId === null ? sql`owner_member_of(${stylistId})` : sql`(SELECT id FROM members WHERE id = ${memberId} AND stylist_id = ${stylistId})`;

/** A feed's member: her name (the calendar's name when she is not the owner) and whether she is the owner. */
export type FeedMember = { stylistId: number; memberId: number; owner: boolean; name: string };

export function createCalendarFeedRepository(db: Db) {
  return {
    /** Her feed, if she has one: only when it was made (its token cannot be read back). */
    async feedOf(owner: FeedOwner): Promise<FeedState> {
      const { rows } = await db.execute<{ created_at: string }>(sql`SELECT created_at FROM calendar_feeds WHERE member_id = ${memberOf(owner)}`);
      return rows[0] ? { createdAt: new Date(rows[0].created_at) } : null;
    },
    /** A new token (her first, or one that replaces the old, which stops working at once); returned once. */
    async regenerateToken(owner: FeedOwner): Promise<{ token: string; createdAt: Date }> {
      const token = newToken();
      const { rows } = await db.execute<{ created_at: string }>(sql`
        INSERT INTO calendar_feeds (stylist_id, member_id, token_hash) VALUES (${owner.stylistId}, ${memberOf(owner)}, ${feedTokenHash(token)})
        ON CONFLICT (member_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
        RETURNING created_at`);
      return { token, createdAt: new Date(rows[0]!.created_at) };
    },
    /** Turns her feed off: its URL answers 404 from now on. */
    async remove(owner: FeedOwner): Promise<void> {
      await db.execute(sql`DELETE FROM calendar_feeds WHERE member_id = ${memberOf(owner)}`);
    },
    /** The member whose feed the token opens; none for an unknown or replaced token, or a member turned off. */
    async memberOfToken(token: string): Promise<FeedMember | null> {
      const { rows } = await db.execute<{ stylist_id: string; member_id: string; role: string; name: string }>(sql`
        SELECT f.stylist_id, f.member_id, m.role, m.name FROM calendar_feeds f JOIN members m ON m.id = f.member_id AND m.stylist_id = f.stylist_id
        WHERE f.token_hash = ${feedTokenHash(token)} AND m.active`);
      const r = rows[0];
      return r ? { stylistId: Number(r.stylist_id), memberId: Number(r.member_id), owner: r.role === 'owner', name: r.name ?? '' } : null;
    },
    async stylist(stylistId: number): Promise<FeedStylist | null> {
      const { rows } = await db.execute<{ subdomain: string | null; business_name: string; email: string; address: string; locale: string | null }>(sql`
        SELECT subdomain, locale, email, COALESCE(NULLIF(business_name, ''), btrim(name || ' ' || lastname)) AS business_name,
          concat_ws(', ', NULLIF(address, ''), NULLIF(btrim(post_code || ' ' || city), '')) AS address
        FROM stylists WHERE id = ${stylistId}`);
      const r = rows[0];
      return r ? { subdomain: r.subdomain, businessName: r.business_name ?? '', email: r.email ?? '', address: r.address ?? '', locale: r.locale } : null;
    },
    /** Her booked, completed and no-show appointments starting in [from, to); cancelled ones leave the feed. Hers alone (issue #34). */
    async appointments(stylistId: number, memberId: number, from: Date, to: Date): Promise<FeedAppointment[]> {
      const { rows } = await db.execute<Row>(sql`
        SELECT ${APPOINTMENT_COLUMNS}
        FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
        WHERE a.stylist_id = ${stylistId} AND a.member_id = ${memberId} AND a.state IN ('booked', 'completed', 'no_show')
          AND a.starts_at >= ${from.toISOString()} AND a.starts_at < ${to.toISOString()}
        ORDER BY a.starts_at, a.id`);
      return rows.map(toAppointment);
    },
    /** Her blocked time overlapping [from, to), without its note. Hers alone (issue #34). */
    async blockedTimes(stylistId: number, memberId: number, from: Date, to: Date): Promise<FeedBlockedTime[]> {
      const { rows } = await db.execute<{ id: string; starts_at: string; ends_at: string; updated_at: string }>(sql`
        SELECT id, starts_at, ends_at, updated_at FROM blocked_times
        WHERE stylist_id = ${stylistId} AND member_id = ${memberId} AND ends_at > ${from.toISOString()} AND starts_at < ${to.toISOString()}
        ORDER BY starts_at, id`);
      return rows.map((r) => ({ id: Number(r.id), startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at), updatedAt: new Date(r.updated_at) }));
    },
    /**
     * Notes the feed's content (its SHA-256) and returns when it last changed: its Last-Modified.
     * The time moves only when the content differs from the last one served, at least a second
     * past the previous time (HTTP dates have whole seconds), so an If-Modified-Since from before
     * a change never matches the changed feed; an event leaving the window or a deleted blocked
     * time counts as a change, which a maximum of the rows' change times would miss.
     */
    async contentChangedAt(memberId: number, contentHash: Buffer): Promise<Date | null> {
      const { rows } = await db.execute<{ content_changed_at: string }>(sql`
        WITH changed AS (
          UPDATE calendar_feeds SET content_hash = ${contentHash},
            content_changed_at = GREATEST(date_trunc('second', now()), content_changed_at + interval '1 second')
          WHERE member_id = ${memberId} AND content_hash IS DISTINCT FROM ${contentHash}
          RETURNING content_changed_at)
        -- The second look-up sees the row as it was before this statement: it counts only when nothing changed.
        SELECT COALESCE((SELECT content_changed_at FROM changed), (SELECT content_changed_at FROM calendar_feeds WHERE member_id = ${memberId})) AS content_changed_at`);
      return rows[0]?.content_changed_at ? new Date(rows[0].content_changed_at) : null;
    },
    /** The customer account's language (her files are written in it, like her messages). */
    async accountLocale(accountId: number): Promise<string | null> {
      const { rows } = await db.execute<{ locale: string }>(sql`SELECT locale FROM customer_accounts WHERE id = ${accountId}`);
      return rows[0]?.locale ?? null;
    },
    /** One appointment of this stylist's customer, by uuid (the customer's download). */
    async customerAppointment(stylistId: number, customerId: number, uuid: string): Promise<FeedAppointment | null> {
      const { rows } = await db.execute<Row>(sql`
        SELECT ${APPOINTMENT_COLUMNS}
        FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
        WHERE a.stylist_id = ${stylistId} AND a.customer_id = ${customerId} AND a.uuid = ${uuid}`);
      return rows[0] ? toAppointment(rows[0]) : null;
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
