import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylists, timeZones } from '../../db/schema/index';

/** Columns the PATCH may change (the stylists table's own names). */
export type StylistChanges = Partial<
  Pick<
    typeof stylists.$inferInsert,
    | 'name' | 'lastname' | 'email' | 'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'timeZoneId' | 'address'
    | 'postCode' | 'city' | 'businessPhone' | 'businessDescription' | 'latitude' | 'longtitude' | 'stripeAccountEnabled'
    | 'emailNotifications' | 'smsNotifications' | 'reviewRequestNotifications' | 'appointmentReminder'
    | 'appointmentReminderHours' | 'notificationsText' | 'profileImage' | 'backgroundImage'
    | 'minNoticeMinutes' | 'horizonDays' | 'slotStepMinutes'
  >
>;

const STYLIST_ROW = {
  stylist: stylists,
  zone: { id: timeZones.id, name: timeZones.name, label: timeZones.label },
};

export type StylistRow = { stylist: typeof stylists.$inferSelect; zone: { id: number; name: string; label: string } | null };

export type StylistSettingsRepository = ReturnType<typeof createStylistSettingsRepository>;

export function createStylistSettingsRepository(db: Db) {
  return {
    async findById(stylistId: number): Promise<StylistRow | null> {
      const [row] = await db
        .select(STYLIST_ROW)
        .from(stylists)
        .leftJoin(timeZones, eq(timeZones.id, stylists.timeZoneId))
        .where(eq(stylists.id, stylistId));
      return row ?? null;
    },
    async timeZoneExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.id, id));
      return row !== undefined;
    },
    async update(stylistId: number, changes: StylistChanges): Promise<void> {
      await db.update(stylists).set({ ...changes, updatedAt: new Date() }).where(eq(stylists.id, stylistId));
    },
    /** A registered stylist (business name set) by subdomain. */
    async idBySubdomain(subdomain: string): Promise<number | null> {
      const [row] = await db
        .select({ id: stylists.id })
        .from(stylists)
        .where(and(eq(stylists.subdomain, subdomain), isNotNull(stylists.businessName)));
      return row?.id ?? null;
    },
  };
}
