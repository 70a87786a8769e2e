import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylists, timeZones } from '../../db/schema/index';

const PROFILE_COLUMNS = {
  stylist: stylists,
  timeZone: { id: timeZones.id, label: timeZones.label, name: timeZones.name },
};

export type StylistRow = typeof stylists.$inferSelect;
export type TimeZoneRow = { id: number; label: string; name: string };
export type StylistProfileRow = { stylist: StylistRow; timeZone: TimeZoneRow | null };

export type Registration = {
  businessName: string;
  subdomain: string;
  name: string;
  lastname: string;
  timeZoneId: number;
  /** Issue #29: her country (null: not given) and currency (ISO 4217, upper case). */
  country: string | null;
  currency: string;
};
export type RegisterResult = 'registered' | 'already-registered' | 'subdomain-taken';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export type StylistsRepository = ReturnType<typeof createStylistsRepository>;

export function createStylistsRepository(db: Db) {
  const profiles = () =>
    db.select(PROFILE_COLUMNS).from(stylists).leftJoin(timeZones, eq(timeZones.id, stylists.timeZoneId));

  return {
    async findById(id: number): Promise<StylistProfileRow | undefined> {
      const [row] = await profiles().where(eq(stylists.id, id));
      return row;
    },
    /** A registered stylist (business name set) by subdomain. */
    async findRegisteredBySubdomain(subdomain: string): Promise<StylistProfileRow | undefined> {
      const [row] = await profiles().where(and(eq(stylists.subdomain, subdomain), isNotNull(stylists.businessName)));
      return row;
    },
    async isSubdomainTaken(subdomain: string): Promise<boolean> {
      const [row] = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.subdomain, subdomain));
      return row !== undefined;
    },
    async timeZoneExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.id, id));
      return row !== undefined;
    },
    /**
     * Registers only while the business name is unset (the row lock serialises two attempts by one
     * stylist); the unique index on subdomain settles two stylists racing for the same one.
     */
    async register(id: number, registration: Registration): Promise<RegisterResult> {
      try {
        const updated = await db
          .update(stylists)
          .set({ ...registration, updatedAt: new Date() })
          .where(and(eq(stylists.id, id), isNull(stylists.businessName)))
          .returning({ id: stylists.id });
        return updated.length === 1 ? 'registered' : 'already-registered';
      } catch (error) {
        if (isUniqueViolation(error)) return 'subdomain-taken';
        throw error;
      }
    },
  };
}
