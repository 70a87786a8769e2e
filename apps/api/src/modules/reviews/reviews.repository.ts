import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type ReviewTarget = {
  appointmentId: number;
  stylistId: number;
  customerId: number | null;
  state: string;
  startsAt: Date;
  businessName: string;
  timeZone: string;
  services: string[];
  reviewed: boolean;
};

export type ReviewRow = {
  id: number;
  rating: number;
  comment: string;
  public: boolean;
  reviewedAt: Date | null;
  createdAt: Date;
  customer: { name: string; lastName: string } | null;
  appointment: { id: number; startsAt: Date };
};

type RawReview = {
  id: string; rating: number; comment: string; public: boolean; reviewed_at: Date | null; created_at: Date;
  customer_name: string | null; customer_last_name: string | null; appointment_id: string; starts_at: Date;
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? null;
  return cause?.code === UNIQUE_VIOLATION || cause?.cause?.code === UNIQUE_VIOLATION;
};

const toRow = (r: RawReview): ReviewRow => ({
  id: Number(r.id),
  rating: r.rating,
  comment: r.comment,
  public: r.public,
  reviewedAt: r.reviewed_at ? new Date(r.reviewed_at) : null,
  createdAt: new Date(r.created_at),
  customer: r.customer_name === null ? null : { name: r.customer_name, lastName: r.customer_last_name ?? '' },
  appointment: { id: Number(r.appointment_id), startsAt: new Date(r.starts_at) },
});

const SELECT_REVIEW = sql`
  SELECT r.id, r.rating, r.comment, r.public, r.reviewed_at, r.created_at,
         c.name AS customer_name, c.last_name AS customer_last_name, a.id AS appointment_id, a.starts_at
  FROM reviews r JOIN appointments a ON a.id = r.appointment_id LEFT JOIN customers c ON c.id = r.customer_id`;

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** Reviews, scoped by the stylist (tenant) on every stylist query. */
export function createReviewsRepository(db: Db) {
  const where = (stylistId: number, isPublic?: boolean): SQL =>
    isPublic === undefined ? sql`r.stylist_id = ${stylistId}` : sql`r.stylist_id = ${stylistId} AND r.public = ${isPublic}`;

  return {
    /** The appointment behind a review link, with what the review page shows. */
    async targetByUuid(uuid: string): Promise<ReviewTarget | null> {
      const { rows } = await db.execute<{
        id: string; stylist_id: string; customer_id: string | null; state: string; starts_at: Date;
        business_name: string | null; tz: string | null; services: string[] | null; reviewed: boolean;
      }>(sql`
        SELECT a.id, a.stylist_id, a.customer_id, a.state, a.starts_at, s.business_name, z.name AS tz,
          (SELECT array_agg(x.name ORDER BY x.position) FROM appointment_services x WHERE x.appointment_id = a.id) AS services,
          EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = a.id) AS reviewed
        FROM appointments a JOIN stylists s ON s.id = a.stylist_id LEFT JOIN time_zones z ON z.id = s.time_zone_id
        WHERE a.uuid = ${uuid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        appointmentId: Number(r.id), stylistId: Number(r.stylist_id), customerId: r.customer_id === null ? null : Number(r.customer_id),
        state: r.state, startsAt: new Date(r.starts_at), businessName: r.business_name ?? '', timeZone: r.tz ?? 'UTC',
        services: r.services ?? [], reviewed: r.reviewed,
      };
    },
    /** The review link token presented for this appointment (by its hash), as the database's clock sees it. */
    async linkToken(appointmentId: number, tokenHash: string): Promise<{ used: boolean; expired: boolean } | null> {
      const { rows } = await db.execute<{ used: boolean; expired: boolean }>(sql`
        SELECT used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM review_tokens
        WHERE appointment_id = ${appointmentId} AND token_hash = ${tokenHash}`);
      return rows[0] ?? null;
    },
    /** Whether the signed-in customer account is the appointment's customer (at that stylist). */
    async isCustomerOfAccount(stylistId: number, customerId: number, accountId: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        SELECT 1 FROM customers WHERE id = ${customerId} AND stylist_id = ${stylistId} AND customer_account_id = ${accountId}`);
      return rows.length > 0;
    },
    /**
     * Inserts the review and uses up every link token of the appointment in the same statement;
     * `null` when the appointment already has one (unique index, also under concurrency).
     */
    async insert(target: Pick<ReviewTarget, 'appointmentId' | 'stylistId' | 'customerId'>, input: { rating: number; comment: string }) {
      try {
        const { rows } = await db.execute<{ rating: number; comment: string; created_at: Date }>(sql`
          WITH created AS (
            INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment)
            VALUES (${target.stylistId}, ${target.appointmentId}, ${target.customerId}, ${input.rating}, ${input.comment})
            RETURNING rating, comment, created_at
          ), used AS (
            UPDATE review_tokens SET used_at = now() WHERE appointment_id = ${target.appointmentId} AND used_at IS NULL
          )
          SELECT rating, comment, created_at FROM created`);
        const row = rows[0];
        return row ? { rating: row.rating, comment: row.comment, createdAt: new Date(row.created_at) } : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async list(stylistId: number, options: { isPublic?: boolean; limit: number; offset: number; ascending: boolean }): Promise<ReviewRow[]> {
      const direction = options.ascending ? sql`ASC` : sql`DESC`;
      const { rows } = await db.execute<RawReview>(sql`${SELECT_REVIEW} WHERE ${where(stylistId, options.isPublic)}
        ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT ${options.limit} OFFSET ${options.offset}`);
      return rows.map(toRow);
    },
    async count(stylistId: number, isPublic?: boolean): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews r WHERE ${where(stylistId, isPublic)}`);
      return rows[0]?.n ?? 0;
    },
    async findById(stylistId: number, id: number): Promise<ReviewRow | null> {
      const { rows } = await db.execute<RawReview>(sql`${SELECT_REVIEW} WHERE r.stylist_id = ${stylistId} AND r.id = ${id}`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Sets the public flag and marks the review as seen by the stylist (first time only). */
    async setPublic(stylistId: number, id: number, isPublic: boolean): Promise<boolean> {
      const { rows } = await db.execute(sql`
        UPDATE reviews SET public = ${isPublic}, reviewed_at = coalesce(reviewed_at, now()), updated_at = now()
        WHERE stylist_id = ${stylistId} AND id = ${id} RETURNING id`);
      return rows.length > 0;
    },
    async pendingCount(stylistId: number): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews WHERE stylist_id = ${stylistId} AND reviewed_at IS NULL`);
      return rows[0]?.n ?? 0;
    },
    async publicSummary(stylistId: number, limit: number) {
      const summary = await db.execute<{ n: number; average: string | null }>(sql`
        SELECT count(*)::int AS n, round(avg(rating), 1)::text AS average FROM reviews WHERE stylist_id = ${stylistId} AND public`);
      const latest = await db.execute<{ id: string; rating: number; comment: string; created_at: Date; name: string | null; last_name: string | null }>(sql`
        SELECT r.id, r.rating, r.comment, r.created_at, c.name, c.last_name FROM reviews r LEFT JOIN customers c ON c.id = r.customer_id
        WHERE r.stylist_id = ${stylistId} AND r.public ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`);
      const row = summary.rows[0];
      return {
        count: row?.n ?? 0,
        average: row?.average == null ? null : Number(row.average),
        latest: latest.rows.map((r) => ({ id: Number(r.id), rating: r.rating, comment: r.comment, createdAt: new Date(r.created_at), name: r.name, lastName: r.last_name })),
      };
    },
  };
}
