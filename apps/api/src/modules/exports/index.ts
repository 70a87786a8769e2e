import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createArchiveRepository } from './archive.repository';
import { createArchiveBuilder, createArchiveService, type DataExportJobs } from './archive.service';
import { createCsvExportService } from './csv-export.service';
import { createExportsRepository } from './exports.repository';
import { exportsRoutes } from './exports.routes';

export type { DataExportJobs } from './archive.service';

export type ExportsModuleOptions = DeploymentCurrency & {
  /** The API's token secret: it signs the archives' download links. */
  downloadSecret: Uint8Array;
  now?: () => Date;
};

export const exportsModule: FastifyPluginAsync<ExportsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const repository = createExportsRepository(app.db);
  await app.register(exportsRoutes, {
    csv: createCsvExportService({ repository, defaultCurrency: options.defaultCurrency }),
    archives: createArchiveService({ archives: createArchiveRepository(app.db), secret: options.downloadSecret, now }),
  });
};

/** The job runner's side: the `export.build` queue's handler. */
export function createDataExportJobs(db: Db, options: { logger?: FastifyBaseLogger; now?: () => Date } = {}): DataExportJobs {
  return createArchiveBuilder({ archives: createArchiveRepository(db), repository: createExportsRepository(db), now: options.now ?? (() => new Date()), ...(options.logger ? { logger: options.logger } : {}) });
}
