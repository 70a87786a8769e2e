import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DayInterval } from '../availability/index';

export type SpecialDayRow = { date: string; note: string; intervals: DayInterval[] };
export type SpecialDaysRepository = ReturnType<typeof createSpecialDaysRepository>;

type Executor = Pick<Db, 'execute'>;

/** The salon's days (member null: every member's, public holidays too) or one member's own (D63). */
const ofWhom = (memberId: number | null) => (memberId === null ? sql`d.member_id IS NULL` : sql`d.member_id = ${memberId}`);

async function readDays(executor: Executor, stylistId: number, from: string | null, before: string | null, memberId: number | null): Promise<SpecialDayRow[]> {
  const result = await executor.execute<{ date: string; note: string; intervals: [number, number][] | null }>(sql`
    SELECT d.date::text AS date, d.note,
      (SELECT json_agg(json_build_array(i.start_minute, i.end_minute) ORDER BY i.start_minute)
         FROM special_day_intervals i WHERE i.special_day_id = d.id) AS intervals
    FROM special_days d
    WHERE d.stylist_id = ${stylistId} AND ${ofWhom(memberId)}
      ${from === null ? sql`` : sql`AND d.date >= ${from}::date`}
      ${before === null ? sql`` : sql`AND d.date < ${before}::date`}
    ORDER BY d.date`);
  return result.rows.map((r) => ({ date: r.date, note: r.note, intervals: (r.intervals ?? []).map(([startMinute, endMinute]) => ({ startMinute, endMinute })) }));
}

/** Special days (per-date hours; no intervals = closed) and the stylist's holiday country; scoped by stylist. */
export function createSpecialDaysRepository(db: Db) {
  return {
    /** Dates in [from, before) (either bound may be left open), by date; the salon's, or `memberId`'s own. */
    list: (stylistId: number, from: string | null, before: string | null, memberId: number | null = null) => readDays(db, stylistId, from, before, memberId),

    /** Sets one date's hours (replacing what it had) in one transaction: all or nothing. */
    async put(stylistId: number, day: SpecialDayRow, memberId: number | null = null): Promise<SpecialDayRow> {
      return db.transaction(async (tx) => {
        // The upsert locks the day's row, so two saves of one date take turns and never mix intervals.
        const conflict = memberId === null ? sql`(stylist_id, date) WHERE member_id IS NULL` : sql`(member_id, date) WHERE member_id IS NOT NULL`;
        const upserted = await tx.execute<{ id: number }>(sql`
          INSERT INTO special_days (stylist_id, member_id, date, note) VALUES (${stylistId}, ${memberId}, ${day.date}::date, ${day.note})
          ON CONFLICT ${conflict} DO UPDATE SET note = EXCLUDED.note RETURNING id`);
        const dayId = upserted.rows[0]?.id;
        await tx.execute(sql`DELETE FROM special_day_intervals WHERE special_day_id = ${dayId}`);
        for (const interval of day.intervals) {
          await tx.execute(sql`
            INSERT INTO special_day_intervals (stylist_id, date, special_day_id, start_minute, end_minute)
            VALUES (${stylistId}, ${day.date}::date, ${dayId}, ${interval.startMinute}, ${interval.endMinute})`);
        }
        const [saved] = await readDays(tx, stylistId, day.date, null, memberId);
        if (!saved || saved.date !== day.date) throw new Error('The special day was not saved');
        return saved;
      });
    },

    /** Whether the date was a special day (its intervals go with it). */
    async remove(stylistId: number, date: string, memberId: number | null = null): Promise<boolean> {
      const result = await db.execute(sql`DELETE FROM special_days d WHERE d.stylist_id = ${stylistId} AND ${ofWhom(memberId)} AND d.date = ${date}::date RETURNING d.date`);
      return result.rows.length > 0;
    },

    /**
     * Closes the given dates (public holidays) that are not special days yet, with their names as the
     * note; a date that already is one (closed or with its own hours) is left as it is. Remembers the
     * country and region. Answers the dates it closed.
     */
    async closeDates(stylistId: number, days: { date: string; note: string }[], country: string, region: string | null): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE stylists SET holiday_country = ${country}, holiday_region = ${region}, updated_at = now() WHERE id = ${stylistId}`);
        const closed: string[] = [];
        for (const day of days) {
          const result = await tx.execute<{ date: string }>(sql`
            INSERT INTO special_days (stylist_id, date, note) VALUES (${stylistId}, ${day.date}::date, ${day.note})
            ON CONFLICT (stylist_id, date) WHERE member_id IS NULL DO NOTHING RETURNING date::text AS date`);
          if (result.rows[0]) closed.push(result.rows[0].date);
        }
        return closed;
      });
    },

    /**
     * The country and region whose public holidays she chose; until she chooses one, her own country
     * (issue #29), nationwide (`fromCountry`: the holiday calendar may not know it).
     */
    async holidayRegion(stylistId: number): Promise<{ country: string | null; region: string | null; fromCountry?: boolean }> {
      const result = await db.execute<{ holiday_country: string | null; holiday_region: string | null; country: string | null }>(
        sql`SELECT holiday_country, holiday_region, country FROM stylists WHERE id = ${stylistId}`,
      );
      const row = result.rows[0];
      if (!row?.holiday_country && row?.country) return { country: row.country, region: null, fromCountry: true };
      return { country: row?.holiday_country ?? null, region: row?.holiday_region ?? null };
    },

    async timeZone(stylistId: number): Promise<string> {
      const result = await db.execute<{ name: string | null }>(sql`SELECT z.name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${stylistId}`);
      return result.rows[0]?.name ?? 'UTC';
    },
  };
}
