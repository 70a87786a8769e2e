import { phoneRegion } from '@chairly/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylists } from '../../db/schema/index';

export type PhoneRegions = ReturnType<typeof createPhoneRegions>;

export function createPhoneRegions(db: Db) {
  return {
    /**
     * The region a stylist's numbers (hers and her customers') are read in: her country, else
     * her holiday country (accounts older than migration 0022), else none (`+…`/`00…` only).
     */
    async of(stylistId: number): Promise<string | null> {
      const [row] = await db
        .select({ country: stylists.country, holidayCountry: stylists.holidayCountry })
        .from(stylists)
        .where(eq(stylists.id, stylistId));
      return phoneRegion(row?.country, row?.holidayCountry);
    },
  };
}
