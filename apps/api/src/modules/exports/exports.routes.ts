import { Readable } from 'node:stream';
import {
  EXPORT_TABLES,
  exportCreatedSchema,
  exportDownloadQuerySchema,
  exportIdParamsSchema,
  exportRangeQuerySchema,
  exportStatusSchema,
  todayIn,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { ArchiveService } from './archive.service';
import type { CsvExportService } from './csv-export.service';

// Her customers' data: never kept by a browser cache or a proxy.
const NO_STORE = 'private, no-store';

/**
 * Issue #32.1: her tables as CSV (streamed), and her whole account as a JSON archive made by a job.
 * Issue #34: the business's whole data leaves with the owner only (managers and staff: 403).
 */
export const exportsRoutes: FastifyPluginAsyncZod<{ csv: CsvExportService; archives: ArchiveService }> = async (app, { csv, archives }) => {
  for (const table of EXPORT_TABLES) {
    app.get(
      `/api/exports/${table}.csv`,
      {
        onRequest: [app.requireStylist, app.requireMemberRole('owner')],
        schema: {
          tags: ['exports'],
          summary: `Her ${table} as CSV (UTF-8 with BOM, CRLF, headers and number format of her language; optional from/to dates in her zone, both included)`,
          querystring: exportRangeQuerySchema,
        },
      },
      async (request, reply) => {
        const { stylistId } = stylistOf(request);
        const chunks = await csv.open(stylistId, table, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${table}-${todayIn('UTC')}.csv"`)
          .header('cache-control', NO_STORE)
          .send(Readable.from(chunks));
      },
    );
  }

  app.post(
    '/api/exports',
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: {
        tags: ['exports'],
        summary: 'Start an archive of her whole account (a job; poll GET /api/exports/{id}); while one is being made, that one is answered',
        response: { 202: exportCreatedSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await archives.request(stylistOf(request).stylistId)),
  );

  app.get(
    '/api/exports/:id',
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: {
        tags: ['exports'],
        summary: 'An archive’s status and progress; while ready, a download link that expires with the archive',
        params: exportIdParamsSchema,
        response: { 200: exportStatusSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', NO_STORE).send(await archives.status(stylistOf(request).stylistId, request.params.id)),
  );

  app.get(
    '/api/exports/:id/download',
    {
      schema: {
        tags: ['exports'],
        summary: 'The archive (JSON); the single-purpose token of its link is the credential; 410 once expired',
        params: exportIdParamsSchema,
        querystring: exportDownloadQuerySchema,
      },
      config: { openapiErrors: [410] },
    },
    async (request, reply) => {
      const { body, createdAt } = await archives.download(request.params.id, request.query.token);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="chairly-export-${createdAt.toISOString().slice(0, 10)}.json"`)
        .header('cache-control', NO_STORE)
        .send(body);
    },
  );
};
