import { formatPhone, salonMapUrl, type AppointmentSalon } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Row = { name: string; address: string; phone: string; email: string; country: string | null };

/** Issue #31.3: the salon a customer's booking is at, as her booking pages show it (name, address, map link, phone). */
export function createSalonRepository(db: Db) {
  return {
    async salon(stylistId: number): Promise<AppointmentSalon> {
      const { rows } = await db.execute<Row>(sql`
        SELECT COALESCE(NULLIF(business_name, ''), btrim(name || ' ' || lastname)) AS name,
          concat_ws(', ', NULLIF(address, ''), NULLIF(btrim(post_code || ' ' || city), '')) AS address,
          business_phone AS phone, email, country
        FROM stylists WHERE id = ${stylistId}`);
      const row = rows[0];
      if (!row) return { name: '', address: '', mapUrl: null, phone: '', phoneDisplay: '', email: '' };
      return {
        name: row.name,
        address: row.address,
        mapUrl: salonMapUrl(row.address),
        phone: row.phone,
        phoneDisplay: formatPhone(row.phone, row.country),
        email: row.email,
      };
    },
  };
}
export type SalonRepository = ReturnType<typeof createSalonRepository>;
