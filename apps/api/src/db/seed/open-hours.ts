import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { eq, sql } from 'drizzle-orm';
import { openHours, stylists } from '../schema/index';
import type { Seed, SeedDb } from './types';

type Hours = [weekDay: number, startHour: number, endHour: number];

// 0 Monday … 6 Sunday. Anna splits Wednesday for a lunch break; Bella works Tuesday to Saturday.
const HOURS: Record<keyof typeof DEMO_SUBDOMAINS, Hours[]> = {
  anna: [[0, 9, 18], [1, 9, 18], [2, 9, 13], [2, 14, 19], [3, 9, 18], [4, 9, 18], [5, 10, 14]],
  bella: [[1, 10, 19], [2, 10, 19], [3, 10, 19], [4, 10, 19], [5, 9, 15]],
};

export async function demoStylistId(db: SeedDb, subdomain: string): Promise<number | null> {
  const [row] = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.subdomain, subdomain));
  return row?.id ?? null;
}

/** Demo open hours; a stylist who already has any keeps them. */
export const openHoursSeed: Seed = {
  name: 'open-hours',
  run: async (db) => {
    for (const [key, hours] of Object.entries(HOURS)) {
      const stylistId = await demoStylistId(db, DEMO_SUBDOMAINS[key as keyof typeof DEMO_SUBDOMAINS]);
      if (stylistId === null) continue;
      const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(openHours).where(eq(openHours.stylistId, stylistId));
      if ((existing?.n ?? 0) > 0) continue;
      await db.insert(openHours).values(hours.map(([weekDay, startHour, endHour]) => ({ stylistId, weekDay, startHour, endHour })));
    }
  },
};
