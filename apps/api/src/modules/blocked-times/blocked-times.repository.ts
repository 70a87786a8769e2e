import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transactions';

export type BlockedTimeRow = { id: number; startsAt: Date; endsAt: Date; note: string; memberId: number };
export type BlockedRange = { start: Date; end: Date };
type Executor = Pick<Db, 'execute'>;

type RawRow = { id: string; starts_at: string | Date; ends_at: string | Date; note: string; member_id: string };
// Raw queries through Drizzle return timestamptz as PostgreSQL's text.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const toRow = (r: RawRow): BlockedTimeRow => ({ id: Number(r.id), startsAt: toDate(r.starts_at), endsAt: toDate(r.ends_at), note: r.note, memberId: Number(r.member_id) });
const COLUMNS = sql`id, starts_at, ends_at, note, member_id`;
/** One member's rows (D63), or every member's (null). */
const ofMember = (memberId: number | null) => (memberId === null ? sql`` : sql`AND member_id = ${memberId}`);
const overlaps = (start: Date, end: Date) => sql`tstzrange(starts_at, ends_at) && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`;

export type BlockedTimesRepository = ReturnType<typeof createBlockedTimesRepository>;

/** The business's blocked ranges, each a member's (D63); every query is scoped by stylist. Writes take the caller's transaction. */
export function createBlockedTimesRepository(db: Db) {
  return {
    /** A member's (null: every member's) blocked ranges overlapping [after, before), by start. */
    async overlapping(stylistId: number, memberId: number | null, after: Date, before: Date): Promise<BlockedTimeRow[]> {
      const result = await db.execute<RawRow>(sql`
        SELECT ${COLUMNS} FROM blocked_times
        WHERE stylist_id = ${stylistId} ${ofMember(memberId)} AND ${overlaps(after, before)} ORDER BY starts_at, id`);
      return result.rows.map(toRow);
    },
    async findById(stylistId: number, id: number, executor: Executor = db): Promise<BlockedTimeRow | null> {
      const result = await executor.execute<RawRow>(sql`SELECT ${COLUMNS} FROM blocked_times WHERE stylist_id = ${stylistId} AND id = ${id}`);
      const row = result.rows[0];
      return row ? toRow(row) : null;
    },
    /** The member's held (unexpired) and booked appointments overlapping [start, end), by start. */
    async coveredAppointmentIds(stylistId: number, memberId: number, start: Date, end: Date): Promise<number[]> {
      const result = await db.execute<{ id: string }>(sql`
        SELECT id FROM appointments
        WHERE stylist_id = ${stylistId} AND member_id = ${memberId} AND ${overlaps(start, end)}
          AND (state = 'booked' OR (state = 'held' AND hold_expires_at > now()))
        ORDER BY starts_at, id`);
      return result.rows.map((r) => Number(r.id));
    },
    async insert(tx: Tx, stylistId: number, input: { memberId: number; startsAt: Date; endsAt: Date; note: string }): Promise<number> {
      const result = await tx.execute<{ id: string }>(sql`
        INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at, note)
        VALUES (${stylistId}, ${input.memberId}, ${input.startsAt.toISOString()}, ${input.endsAt.toISOString()}, ${input.note}) RETURNING id`);
      return Number(result.rows[0]?.id);
    },
    /** False when the stylist has no such blocked time. */
    async update(tx: Tx, stylistId: number, id: number, input: { startsAt: Date; endsAt: Date; note?: string }): Promise<boolean> {
      const result = await tx.execute(sql`
        UPDATE blocked_times SET starts_at = ${input.startsAt.toISOString()}, ends_at = ${input.endsAt.toISOString()},
          note = COALESCE(${input.note ?? null}::text, note), updated_at = now()
        WHERE stylist_id = ${stylistId} AND id = ${id} RETURNING id`);
      return result.rows.length > 0;
    },
    /** The removed range, or null when the stylist has no such blocked time. */
    async remove(tx: Tx, stylistId: number, id: number): Promise<BlockedTimeRow | null> {
      const result = await tx.execute<RawRow>(sql`DELETE FROM blocked_times WHERE stylist_id = ${stylistId} AND id = ${id} RETURNING ${COLUMNS}`);
      const row = result.rows[0];
      return row ? toRow(row) : null;
    },
  };
}
