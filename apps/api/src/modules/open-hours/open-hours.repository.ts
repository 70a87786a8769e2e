import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookableOnlineSql } from '../../lib/bookable-online';
import { openHours } from '../../db/schema/index';

export type OpenHourRow = { id: number; weekDay: number; startHour: number; endHour: number };
export type NewOpenHour = Omit<OpenHourRow, 'id'>;

export type OpenHoursRepository = ReturnType<typeof createOpenHoursRepository>;

/** One member's weekly hours (D63); `memberId` null = the owner's (the public page's, as before members). */
const ofMember = (stylistId: number, memberId: number | null) =>
  and(eq(openHours.stylistId, stylistId), memberId === null ? sql`${openHours.memberId} = owner_member_of(${stylistId})` : eq(openHours.memberId, memberId));

export function createOpenHoursRepository(db: Db) {
  const columns = { id: openHours.id, weekDay: openHours.weekDay, startHour: openHours.startHour, endHour: openHours.endHour };
  return {
    async list(stylistId: number, memberId: number | null = null): Promise<OpenHourRow[]> {
      return db
        .select(columns)
        .from(openHours)
        .where(ofMember(stylistId, memberId))
        .orderBy(asc(openHours.weekDay), asc(openHours.startHour), asc(openHours.id));
    },
    /**
     * Issue #34: the weeks of the members the public page offers (active, taking online bookings),
     * each row with its member; the public page's "open hours" of a team are their union.
     */
    async listBookable(stylistId: number): Promise<(OpenHourRow & { memberId: number })[]> {
      const { rows } = await db.execute<{ id: number; member_id: number; week_day: number; start_hour: number; end_hour: number }>(sql`
        SELECT oh.id, oh.member_id, oh.week_day, oh.start_hour, oh.end_hour
        FROM open_hours oh JOIN members m ON m.id = oh.member_id AND m.stylist_id = oh.stylist_id
        WHERE oh.stylist_id = ${stylistId} AND ${bookableOnlineSql('m')}
        ORDER BY oh.week_day, oh.start_hour, oh.id`);
      return rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id), weekDay: Number(r.week_day), startHour: Number(r.start_hour), endHour: Number(r.end_hour) }));
    },
    /** Issue #34: she is a member of this business the public page may name (active, taking online bookings). */
    async isBookable(stylistId: number, memberId: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM members WHERE stylist_id = ${stylistId} AND id = ${memberId} AND ${bookableOnlineSql()}`);
      return rows.length > 0;
    },
    /** Replaces every row of the member's week in one transaction: all or nothing. */
    async replace(stylistId: number, memberId: number, rows: NewOpenHour[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(openHours).where(ofMember(stylistId, memberId));
        if (rows.length > 0) await tx.insert(openHours).values(rows.map((row) => ({ ...row, stylistId, memberId })));
      });
    },
  };
}
