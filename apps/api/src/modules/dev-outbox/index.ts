import { AppError } from '@chairly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { createDevOutboxRepository } from './dev-outbox.repository';
import { devOutboxRoutes } from './dev-outbox.routes';

/**
 * /dev/outbox when `serve` (a local system: Config.deployment.outboxPage); otherwise the paths answer
 * 404 on every host (not the SPA fallback). Messages are recorded in the outbox table either way.
 */
export const devOutboxModule: FastifyPluginAsync<{ serve: boolean }> = async (app, { serve }) => {
  if (serve) return void (await app.register(devOutboxRoutes, { repository: createDevOutboxRepository(app.db) }));
  const notFound = async () => {
    throw new AppError('NOT_FOUND', 'Not found');
  };
  for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/*']) app.get(path, { schema: { hide: true } }, notFound);
};
