import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type StylistContact = { businessName: string; phone: string; email: string };

/** Whom a customer asks when a change is no longer theirs to make online (her business phone and e-mail). */
export function createStylistContactRepository(db: Db) {
  return async (stylistId: number): Promise<StylistContact> => {
    const { rows } = await db.execute<{ business_name: string; phone: string; email: string }>(sql`
      SELECT COALESCE(NULLIF(business_name, ''), btrim(name || ' ' || lastname)) AS business_name, COALESCE(business_phone, '') AS phone, email
      FROM stylists WHERE id = ${stylistId}`);
    const row = rows[0];
    return { businessName: row?.business_name ?? '', phone: row?.phone ?? '', email: row?.email ?? '' };
  };
}
export type StylistContactReader = ReturnType<typeof createStylistContactRepository>;
