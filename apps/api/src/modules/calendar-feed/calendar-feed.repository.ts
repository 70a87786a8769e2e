import { randomBytes } from 'node:crypto';
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
};
export type FeedStylist = { subdomain: string | null; businessName: string; address: string };

type Row = { uuid: string; sequence: number; state: string; starts_at: string; ends_at: string; customer_name: string | null; services: string | null };

const APPOINTMENT_COLUMNS = sql`
  a.uuid, a.sequence, a.state, a.starts_at, a.ends_at, btrim(c.name || ' ' || c.last_name) AS customer_name,
  (SELECT string_agg(x.name, ', ' ORDER BY x.position) FROM appointment_services x WHERE x.appointment_id = a.id) AS services`;

const toAppointment = (r: Row): FeedAppointment => ({
  uuid: r.uuid,
  sequence: Number(r.sequence),
  state: r.state,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  customerName: r.customer_name ?? '',
  services: r.services ?? '',
});

/** 32 random bytes, URL-safe: the feed URL is the only credential, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');

export function createCalendarFeedRepository(db: Db) {
  return {
    /** Her token, made the first time she asks. */
    async ensureToken(stylistId: number): Promise<string> {
      await db.execute(sql`INSERT INTO calendar_feeds (stylist_id, token) VALUES (${stylistId}, ${newToken()}) ON CONFLICT (stylist_id) DO NOTHING`);
      const { rows } = await db.execute<{ token: string }>(sql`SELECT token FROM calendar_feeds WHERE stylist_id = ${stylistId}`);
      return rows[0]!.token;
    },
    /** A new token; the old one stops working at once. */
    async regenerateToken(stylistId: number): Promise<string> {
      const token = newToken();
      await db.execute(sql`
        INSERT INTO calendar_feeds (stylist_id, token) VALUES (${stylistId}, ${token})
        ON CONFLICT (stylist_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()`);
      return token;
    },
    async stylistOfToken(token: string): Promise<number | null> {
      const { rows } = await db.execute<{ stylist_id: string }>(sql`SELECT stylist_id FROM calendar_feeds WHERE token = ${token}`);
      return rows[0] ? Number(rows[0].stylist_id) : null;
    },
    async stylist(stylistId: number): Promise<FeedStylist | null> {
      const { rows } = await db.execute<{ subdomain: string | null; business_name: string; address: string }>(sql`
        SELECT subdomain, COALESCE(NULLIF(business_name, ''), btrim(name || ' ' || lastname)) AS business_name,
          concat_ws(', ', NULLIF(address, ''), NULLIF(btrim(post_code || ' ' || city), '')) AS address
        FROM stylists WHERE id = ${stylistId}`);
      const r = rows[0];
      return r ? { subdomain: r.subdomain, businessName: r.business_name ?? '', address: r.address ?? '' } : null;
    },
    /** Her booked, completed and no-show appointments starting in [from, to); cancelled ones leave the feed. */
    async appointments(stylistId: number, from: Date, to: Date): Promise<FeedAppointment[]> {
      const { rows } = await db.execute<Row>(sql`
        SELECT ${APPOINTMENT_COLUMNS}
        FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
        WHERE a.stylist_id = ${stylistId} AND a.state IN ('booked', 'completed', 'no_show')
          AND a.starts_at >= ${from.toISOString()} AND a.starts_at < ${to.toISOString()}
        ORDER BY a.starts_at, a.id`);
      return rows.map(toAppointment);
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
