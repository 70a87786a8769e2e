import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows are read in pages by id (keyset), so a large account streams without being held in memory. */
export const EXPORT_PAGE_SIZE = 500;

/** Instants, start included, end excluded; null: open. */
export type InstantRange = { from: Date | null; to: Date | null };

export type ExportProfile = { locale: string; timeZone: string; currency: string | null };

export type CustomerRow = { id: string; name: string; last_name: string; email: string; phone: string; notes: string; deleted: boolean; created_at: Date };
export type AppointmentRow = {
  id: string; uuid: string; state: string; starts_at: Date; ends_at: Date; amount_cents: number; deposit_cents: number; created_by: string;
  cancelled_at: Date | null; note: string; customer_name: string | null; customer_last_name: string | null; customer_email: string | null;
  services: string | null; deposit_paid: string; checkout_paid: string; fees_paid: string; refunded: string;
};
export type ServiceRow = { id: string; name: string; category: string | null; price_cents: number; hourly: boolean; duration_minutes: number; buffer_minutes: number; public: boolean; deleted_at: Date | null; created_at: Date };
export type ReviewRow = { id: string; rating: number; comment: string; public: boolean; reviewed_at: Date | null; created_at: Date; customer_name: string | null; customer_last_name: string | null; appointment_starts_at: Date };

const within = (column: SQL, range: InstantRange) =>
  sql`${range.from ? sql`AND ${column} >= ${range.from.toISOString()}::timestamptz` : sql``} ${range.to ? sql`AND ${column} < ${range.to.toISOString()}::timestamptz` : sql``}`;

const categoryName = (locale: string) => {
  const column = ({ de: 'name_de', fr: 'name_fr', pt: 'name_pt', ar: 'name_ar' } as Record<string, string>)[locale] ?? 'name_en';
  return sql.raw(`cat.${column}`);
};

/** Every query names the stylist: her rows only, whatever id a page starts after. */
export function createExportsRepository(db: Db) {
  const page = async <T extends Record<string, unknown>>(query: SQL) => (await db.execute<T>(query)).rows;
  return {
    async profile(stylistId: number): Promise<ExportProfile | null> {
      const rows = await page<{ locale: string; time_zone: string | null; currency: string | null }>(sql`
        SELECT s.locale, tz.name AS time_zone, s.currency FROM stylists s LEFT JOIN time_zones tz ON tz.id = s.time_zone_id WHERE s.id = ${stylistId}`);
      const row = rows[0];
      return row ? { locale: row.locale, timeZone: row.time_zone ?? 'UTC', currency: row.currency } : null;
    },

    customers: (stylistId: number, range: InstantRange, afterId: number) =>
      page<CustomerRow>(sql`
        SELECT id, name, last_name, email, phone, notes, deleted, created_at FROM customers
        WHERE stylist_id = ${stylistId} AND id > ${afterId} ${within(sql`created_at`, range)}
        ORDER BY id LIMIT ${EXPORT_PAGE_SIZE}`),

    /** Bookings only: holds that never became one (held, expired, released) are not her business' history. */
    appointments: (stylistId: number, range: InstantRange, afterId: number) =>
      page<AppointmentRow>(sql`
        SELECT a.id, a.uuid, a.state, a.starts_at, a.ends_at, a.amount_cents, a.deposit_cents, a.created_by, a.cancelled_at, a.note,
          c.name AS customer_name, c.last_name AS customer_last_name, c.email AS customer_email,
          (SELECT string_agg(s.name, ' + ' ORDER BY s.position) FROM appointment_services s WHERE s.appointment_id = a.id) AS services,
          coalesce((SELECT sum(amount_cents) FROM payment_charges p WHERE p.appointment_id = a.id AND p.stylist_id = a.stylist_id AND p.status = 'succeeded' AND p.kind = 'deposit'), 0) AS deposit_paid,
          coalesce((SELECT sum(amount_cents) FROM payment_charges p WHERE p.appointment_id = a.id AND p.stylist_id = a.stylist_id AND p.status = 'succeeded' AND p.kind = 'checkout'), 0) AS checkout_paid,
          coalesce((SELECT sum(amount_cents) FROM payment_charges p WHERE p.appointment_id = a.id AND p.stylist_id = a.stylist_id AND p.status = 'succeeded' AND p.kind IN ('cancel-fee', 'no-show-fee')), 0) AS fees_paid,
          coalesce((SELECT sum(amount_cents) FROM payment_refunds r WHERE r.appointment_id = a.id AND r.stylist_id = a.stylist_id AND r.status = 'succeeded'), 0) AS refunded
        FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id AND c.stylist_id = a.stylist_id
        WHERE a.stylist_id = ${stylistId} AND a.id > ${afterId} AND a.state NOT IN ('held', 'expired', 'released') ${within(sql`a.starts_at`, range)}
        ORDER BY a.id LIMIT ${EXPORT_PAGE_SIZE}`),

    services: (stylistId: number, range: InstantRange, afterId: number, locale: string) =>
      page<ServiceRow>(sql`
        SELECT s.id, s.name, ${categoryName(locale)} AS category, s.price_cents, s.hourly, s.duration_minutes, s.buffer_minutes, s.public, s.deleted_at, s.created_at
        FROM services s LEFT JOIN categories cat ON cat.id = s.category_id
        WHERE s.stylist_id = ${stylistId} AND s.id > ${afterId} ${within(sql`s.created_at`, range)}
        ORDER BY s.id LIMIT ${EXPORT_PAGE_SIZE}`),

    reviews: (stylistId: number, range: InstantRange, afterId: number) =>
      page<ReviewRow>(sql`
        SELECT r.id, r.rating, r.comment, r.public, r.reviewed_at, r.created_at, c.name AS customer_name, c.last_name AS customer_last_name, a.starts_at AS appointment_starts_at
        FROM reviews r JOIN appointments a ON a.id = r.appointment_id LEFT JOIN customers c ON c.id = r.customer_id AND c.stylist_id = r.stylist_id
        WHERE r.stylist_id = ${stylistId} AND r.id > ${afterId} ${within(sql`r.created_at`, range)}
        ORDER BY r.id LIMIT ${EXPORT_PAGE_SIZE}`),
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;

export type ExportRecord = { id: string; status: string; progress: number; createdAt: Date; expiresAt: Date | null; hasArchive: boolean };
