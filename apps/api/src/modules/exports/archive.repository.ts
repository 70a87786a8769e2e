import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema/index';
import { enqueueNotification } from '../notifications/index';
import type { ExportRecord } from './exports.repository';

const record = {
  id: dataExports.id,
  status: dataExports.status,
  progress: dataExports.progress,
  createdAt: dataExports.createdAt,
  expiresAt: dataExports.expiresAt,
  hasArchive: sql<boolean>`${dataExports.archive} IS NOT NULL`,
};

// Advisory-lock namespace of export requests, distinct from the others (db/transactions.ts, the relay, migrations).
const EXPORT_REQUESTS_LOCK = 727_032;

/** The archives' rows (migration 0028); every read by the stylist names her. */
export function createArchiveRepository(db: Db) {
  return {
    /**
     * Her export still being made, or else a new one (`id`) and its job's outbox event, in one
     * transaction under her export lock: requests at the same moment get the same export, one job.
     */
    async createUnlessRunning(stylistId: number, id: string): Promise<{ id: string; status: string }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${EXPORT_REQUESTS_LOCK}, (${stylistId}::bigint % 2147483647)::int)`);
        const [running] = await tx.select({ id: dataExports.id, status: dataExports.status }).from(dataExports)
          .where(and(eq(dataExports.stylistId, stylistId), inArray(dataExports.status, ['pending', 'running']))).limit(1);
        if (running) return running;
        await tx.insert(dataExports).values({ id, stylistId });
        await enqueueNotification(tx, { kind: 'export.requested', stylistId, exportId: id });
        return { id, status: 'pending' };
      });
    },

    async find(stylistId: number, id: string): Promise<ExportRecord | null> {
      const [row] = await db.select(record).from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.stylistId, stylistId)));
      return row ?? null;
    },

    /** For the download link, whose token names the export (not the stylist). */
    async archiveOf(id: string): Promise<{ stylistId: number; status: string; expiresAt: Date | null; createdAt: Date; archive: Buffer | null } | null> {
      const [row] = await db.select({ stylistId: dataExports.stylistId, status: dataExports.status, expiresAt: dataExports.expiresAt, createdAt: dataExports.createdAt, archive: dataExports.archive })
        .from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    /** Every stylist's archives past their time lose their bytes (the rows stay: their links answer 410). */
    async dropExpired(): Promise<number> {
      const dropped = await db.update(dataExports).set({ archive: null, updatedAt: sql`now()` })
        .where(and(isNotNull(dataExports.archive), lte(dataExports.expiresAt, sql`now()`)))
        .returning({ id: dataExports.id });
      return dropped.length;
    },

    async dropArchive(id: string): Promise<void> {
      await db.update(dataExports).set({ archive: null, updatedAt: sql`now()` }).where(eq(dataExports.id, id));
    },

    /** The job's own row (no stylist in the job's data but the one stored here). */
    async claim(id: string): Promise<{ stylistId: number } | null> {
      const [row] = await db.update(dataExports).set({ status: 'running', progress: 0, updatedAt: sql`now()` })
        .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['pending', 'running'])))
        .returning({ stylistId: dataExports.stylistId });
      return row ?? null;
    },

    async progress(id: string, progress: number): Promise<void> {
      await db.update(dataExports).set({ progress, updatedAt: sql`now()` }).where(eq(dataExports.id, id));
    },

    async finish(id: string, archive: Buffer, expiresAt: Date): Promise<void> {
      await db.update(dataExports).set({ status: 'ready', progress: 100, archive, expiresAt, updatedAt: sql`now()` }).where(eq(dataExports.id, id));
    },

    async fail(id: string): Promise<void> {
      await db.update(dataExports).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(dataExports.id, id));
    },

    /** Her account's own fields for the archive (no payment or sign-in identifiers). */
    async account(stylistId: number): Promise<Record<string, unknown> | null> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT s.email, s.name, s.lastname, s.subdomain, s.business_name, s.business_description, s.address, s.city, s.post_code,
          s.business_phone, s.facebook_url, s.twitter_url, s.instagram_url, s.locale, s.country, s.currency, tz.name AS time_zone, s.created_at
        FROM stylists s LEFT JOIN time_zones tz ON tz.id = s.time_zone_id WHERE s.id = ${stylistId}`);
      return rows[0] ?? null;
    },
  };
}
export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
