import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError, EXPORT_DOWNLOAD_HOURS, EXPORT_TABLES, resolveLocale, type ExportCreated, type ExportStatusResponse } from '@chairly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ArchiveRepository } from './archive.repository';
import { rowsOf } from './csv-export.service';
import type { ExportRecord, ExportsRepository } from './exports.repository';

/**
 * The download link's token: HMAC-SHA256 of the export's id under the API's token secret, with a
 * purpose prefix so it can stand for nothing else. Nothing is stored, and only the server can make
 * one; the link lasts as long as the archive (expires_at), then answers 410 (D44).
 */
export function downloadToken(secret: Uint8Array, exportId: string): string {
  return createHmac('sha256', secret).update(`chairly-data-export-download:${exportId}`).digest('base64url');
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const expired = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt.getTime() <= now.getTime();

type Deps = { archives: ArchiveRepository; secret: Uint8Array; now: () => Date };

/** POST /api/exports, GET /api/exports/{id} and its download link. */
export function createArchiveService({ archives, secret, now }: Deps) {
  function present(record: ExportRecord): ExportStatusResponse {
    const gone = record.status === 'ready' && (expired(record.expiresAt, now()) || !record.hasArchive);
    const status = gone ? 'expired' : (record.status as ExportStatusResponse['status']);
    return {
      id: record.id,
      status,
      progress: record.progress,
      createdAt: record.createdAt.toISOString(),
      expiresAt: record.expiresAt?.toISOString() ?? null,
      downloadUrl: status === 'ready' ? `/api/exports/${record.id}/download?token=${downloadToken(secret, record.id)}` : null,
    };
  }

  return {
    async request(stylistId: number): Promise<ExportCreated> {
      const { id, status } = await archives.createUnlessRunning(stylistId, randomUUID());
      return { id, status: status as ExportCreated['status'] };
    },

    async status(stylistId: number, id: string): Promise<ExportStatusResponse> {
      const record = await archives.find(stylistId, id);
      if (!record) throw new AppError('NOT_FOUND', 'Export not found');
      return present(record);
    },

    /** The archive's bytes for a valid link; an expired one is dropped on the way and answers 410. */
    async download(id: string, token: string): Promise<{ body: Buffer; createdAt: Date }> {
      if (!sameToken(token, downloadToken(secret, id))) throw new AppError('NOT_FOUND', 'Export not found');
      const row = await archives.archiveOf(id);
      if (!row || row.status !== 'ready') throw new AppError('NOT_FOUND', 'Export not found');
      if (expired(row.expiresAt, now()) || !row.archive) {
        if (row.archive) await archives.dropArchive(id);
        throw new AppError('GONE', 'This download link has expired; start a new export');
      }
      return { body: row.archive, createdAt: row.createdAt };
    },
  };
}
export type ArchiveService = ReturnType<typeof createArchiveService>;

type JobDeps = { archives: ArchiveRepository; repository: ExportsRepository; now: () => Date; logger?: Pick<FastifyBaseLogger, 'error'> };

/** The `export.build` job: her account, then each table, with progress after each part. */
export function createArchiveBuilder({ archives, repository, now, logger }: JobDeps) {
  async function make(id: string, stylistId: number): Promise<Buffer> {
    const account = await archives.account(stylistId);
    const locale = resolveLocale(typeof account?.locale === 'string' ? account.locale : null);
    const archive: Record<string, unknown> = { format: 'chairly-export', version: 1, exportedAt: now().toISOString(), account };
    const parts = EXPORT_TABLES.length + 1;
    await archives.progress(id, Math.round(100 / parts));
    for (const [index, table] of EXPORT_TABLES.entries()) {
      const rows: unknown[] = [];
      for await (const row of rowsOf(repository, table, stylistId, { from: null, to: null }, locale)) rows.push(row);
      archive[table] = rows;
      // 99 at most until the archive is stored: 100 means ready.
      await archives.progress(id, Math.min(99, Math.round((100 * (index + 2)) / parts)));
    }
    return Buffer.from(JSON.stringify(archive, null, 2), 'utf8');
  }

  return {
    async build(id: string): Promise<void> {
      const claimed = await archives.claim(id);
      if (!claimed) return;
      try {
        const body = await make(id, claimed.stylistId);
        await archives.finish(id, body, new Date(now().getTime() + EXPORT_DOWNLOAD_HOURS * 3_600_000));
      } catch (error) {
        // Ids and the error's class only: the rows are her customers' data.
        logger?.error({ exportId: id, error: (error as Error).name }, 'data export failed');
        await archives.fail(id);
      }
    },
    /** The `exports.expire` schedule: how many archives lost their bytes. */
    dropExpired: () => archives.dropExpired(),
  };
}
export type DataExportJobs = ReturnType<typeof createArchiveBuilder>;
