import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { openHours } from '../../db/schema/index';

export type OpenHourRow = { id: number; weekDay: number; startHour: number; endHour: number };
export type NewOpenHour = Omit<OpenHourRow, 'id'>;

export type OpenHoursRepository = ReturnType<typeof createOpenHoursRepository>;

export function createOpenHoursRepository(db: Db) {
  const columns = { id: openHours.id, weekDay: openHours.weekDay, startHour: openHours.startHour, endHour: openHours.endHour };
  return {
    async list(stylistId: number): Promise<OpenHourRow[]> {
      return db
        .select(columns)
        .from(openHours)
        .where(eq(openHours.stylistId, stylistId))
        .orderBy(asc(openHours.weekDay), asc(openHours.startHour), asc(openHours.id));
    },
    /** Replaces every row of the stylist in one transaction: all or nothing. */
    async replace(stylistId: number, rows: NewOpenHour[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(openHours).where(eq(openHours.stylistId, stylistId));
        if (rows.length > 0) await tx.insert(openHours).values(rows.map((row) => ({ ...row, stylistId })));
      });
    },
  };
}
