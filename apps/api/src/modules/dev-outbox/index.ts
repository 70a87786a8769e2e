import { AppError } from '@chairly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { createDevOutboxRepository } from './dev-outbox.repository';
import { devOutboxRoutes } from './dev-outbox.routes';

/** /dev/outbox outside production; in production the paths answer 404 (not the SPA fallback). */
export const devOutboxModule: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  if (!production) return void (await app.register(devOutboxRoutes, { repository: createDevOutboxRepository(app.db) }));
  const notFound = async () => {
    throw new AppError('NOT_FOUND', 'Not found');
  };
  for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/*']) app.get(path, { schema: { hide: true } }, notFound);
};
