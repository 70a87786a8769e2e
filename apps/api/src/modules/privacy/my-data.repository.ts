import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

type AccountRow = { name: string; lastname: string; email: string; email_verified: boolean; phone: string; locale: string; created_at: string };
export type StylistRecordsRow = {
  business_name: string | null;
  subdomain: string | null;
  currency: string | null;
  customer: { name: string; last_name: string; email: string; phone: string; notes: string; created_at: string };
  appointments: { starts_at: string; ends_at: string; state: string; services: string[]; amount_cents: number; deposit_cents: number; note: string }[];
  reviews: { rating: number; comment: string; public: boolean; created_at: string }[];
  waitlist: { from_date: string; to_date: string; times_of_day: string[]; state: string; created_at: string }[];
  consultations: { message: string; preferred_contact: string; created_at: string }[];
};

export type MyDataRepository = ReturnType<typeof createMyDataRepository>;

/** What Chairly keeps about one customer account, read for her only (Art. 15). */
export function createMyDataRepository(db: Db) {
  return {
    async account(accountId: number) {
      const { rows } = await db.execute<AccountRow>(sql`
        SELECT name, lastname, email, email_verified, phone, locale, ${iso('created_at')} AS created_at
        FROM customer_accounts WHERE id = ${accountId}`);
      return rows[0] ?? null;
    },

    /** Her customer rows at every stylist, each with its appointments, reviews, waitlist entries and requests. */
    async stylistRecords(accountId: number): Promise<StylistRecordsRow[]> {
      const { rows } = await db.execute<StylistRecordsRow>(sql`
        SELECT s.business_name, s.subdomain, s.currency,
          json_build_object('name', c.name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone, 'notes', c.notes,
                            'created_at', ${iso('c.created_at')}) AS customer,
          coalesce((SELECT json_agg(json_build_object('starts_at', ${iso('a.starts_at')}, 'ends_at', ${iso('a.ends_at')}, 'state', a.state,
                      'services', coalesce((SELECT json_agg(x.name ORDER BY x.position) FROM appointment_services x WHERE x.appointment_id = a.id), '[]'),
                      'amount_cents', a.amount_cents, 'deposit_cents', a.deposit_cents, 'note', a.note) ORDER BY a.starts_at)
                    FROM appointments a WHERE a.customer_id = c.id AND a.state NOT IN ('held', 'released', 'expired')), '[]') AS appointments,
          coalesce((SELECT json_agg(json_build_object('rating', r.rating, 'comment', r.comment, 'public', r.public, 'created_at', ${iso('r.created_at')}) ORDER BY r.id)
                    FROM reviews r WHERE r.customer_id = c.id), '[]') AS reviews,
          coalesce((SELECT json_agg(json_build_object('from_date', w.from_date::text, 'to_date', w.to_date::text, 'times_of_day', w.times_of_day,
                      'state', w.state, 'created_at', ${iso('w.created_at')}) ORDER BY w.id)
                    FROM waitlist_entries w WHERE w.customer_id = c.id), '[]') AS waitlist,
          coalesce((SELECT json_agg(json_build_object('message', q.message, 'preferred_contact', q.preferred_contact, 'created_at', ${iso('q.created_at')}) ORDER BY q.id)
                    FROM consultation_requests q WHERE q.customer_id = c.id), '[]') AS consultations
        FROM customers c JOIN stylists s ON s.id = c.stylist_id
        WHERE c.customer_account_id = ${accountId}
        ORDER BY c.id`);
      return rows;
    },

    async cards(accountId: number) {
      const { rows } = await db.execute<{ brand: string; last4: string; exp_month: number; exp_year: number }>(sql`
        SELECT brand, last4, exp_month, exp_year FROM payment_cards WHERE customer_account_id = ${accountId} ORDER BY id`);
      return rows;
    },

    /** Messages sent to her addresses (the outbox: development systems keep every message there). */
    async messages(addresses: string[]) {
      if (addresses.length === 0) return [];
      const list = sql`ARRAY[${sql.join(addresses.map((a) => sql`${a}`), sql`, `)}]::text[]`;
      const { rows } = await db.execute<{ channel: string; recipient: string; subject: string; text_body: string; created_at: string }>(sql`
        SELECT channel, recipient, subject, text_body, ${iso('created_at')} AS created_at
        FROM outbox_messages WHERE lower(recipient) = ANY (${list}) ORDER BY id`);
      return rows;
    },
  };
}
