import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stylistWriteTransaction, type Tx } from '../../db/transactions';
import { stylists, timeZones } from '../../db/schema/index';

/** Columns the PATCH may change (the stylists table's own names). */
export type StylistChanges = Partial<
  Pick<
    typeof stylists.$inferInsert,
    | 'name' | 'lastname' | 'email' | 'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'timeZoneId' | 'address'
    | 'postCode' | 'city' | 'businessPhone' | 'businessDescription' | 'latitude' | 'longtitude' | 'stripeAccountEnabled'
    | 'emailNotifications' | 'smsNotifications' | 'reviewRequestNotifications' | 'appointmentReminder'
    | 'appointmentReminderHours' | 'notificationsText' | 'profileImage' | 'backgroundImage'
    | 'minNoticeMinutes' | 'horizonDays' | 'slotStepMinutes' | 'country'
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
    /**
     * Issue #29 (D33): her currency changes only while no payment of hers exists — no charge row
     * of any status (an attempt already reached the gateway in the old currency; its refunds and
     * statistics stay in it). Her row is locked FOR UPDATE first: a charge being recorded holds
     * it FOR SHARE while it reads her currency and inserts (charges.repository insertPending), so
     * the check below, a new statement after the lock, sees every charge recorded before it and
     * none can be recorded until this commits. Answers false when a payment exists and the
     * currency would change.
     */
    async changeCurrency(stylistId: number, currency: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const her = await tx.execute<{ currency: string | null }>(
          sql`SELECT currency FROM stylists WHERE id = ${stylistId} FOR UPDATE`,
        );
        if (her.rows.length === 0) return false;
        if (her.rows[0]!.currency !== currency) {
          const charged = await tx.execute(sql`SELECT 1 FROM payment_charges WHERE stylist_id = ${stylistId} LIMIT 1`);
          if (charged.rows.length > 0) return false;
        }
        await tx.execute(sql`UPDATE stylists SET currency = ${currency}, updated_at = now() WHERE id = ${stylistId}`);
        return true;
      });
    },
    /**
     * A change of her time zone computes her dashboard's days again (a trigger, D71). It is written
     * as her appointments are (`stylistWriteTransaction`: her appointment lock first, then her row),
     * so that no appointment written meanwhile lands on its day in the old zone.
     */
    async update(stylistId: number, changes: StylistChanges): Promise<void> {
      const write = (on: Db | Tx) => on.update(stylists).set({ ...changes, updatedAt: new Date() }).where(eq(stylists.id, stylistId));
      if (changes.timeZoneId === undefined) {
        await write(db);
        return;
      }
      await stylistWriteTransaction(db, stylistId, (tx) => write(tx));
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
