import { z } from 'zod';
import { daysBetween } from '../format/wall-time';
import { messageToken } from '../validation/message-token';
import { zCalendarDate } from '../validation/zod-helpers';

/** Issue #32.1: the four tables a stylist downloads as CSV (`GET /api/exports/{table}.csv`). */
export const EXPORT_TABLES = ['customers', 'appointments', 'services', 'reviews'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/**
 * Optional calendar dates in her time zone, both included: appointments by start, customers,
 * services and reviews by the day they were made. `to` before `from` is refused on `to`.
 */
export const exportRangeQuerySchema = z
  .object({
    from: zCalendarDate({ field: 'from' }).optional(),
    to: zCalendarDate({ field: 'to' }).optional(),
  })
  // Not strict: the web client adds its cache-busting `_t` to every GET.
  .superRefine((query, ctx) => {
    if (query.from && query.to && daysBetween(query.from, query.to) < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: messageToken('date_range') });
  });
export type ExportRangeQuery = z.infer<typeof exportRangeQuerySchema>;

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a finished archive can be downloaded (its link expires with it, then 410). */
export const EXPORT_DOWNLOAD_HOURS = 24;

/** POST /api/exports → 202: the archive is made by a job; poll GET /api/exports/{id}. */
export const exportCreatedSchema = z.object({ id: z.uuid(), status: z.enum(EXPORT_STATUSES) });
export type ExportCreated = z.infer<typeof exportCreatedSchema>;

/** GET /api/exports/{id}: progress 0–100; `downloadUrl` while ready (a single-purpose link, until `expiresAt`). */
export const exportStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type ExportStatusResponse = z.infer<typeof exportStatusSchema>;

export const exportIdParamsSchema = z.object({ id: z.uuid() });
export const exportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });
