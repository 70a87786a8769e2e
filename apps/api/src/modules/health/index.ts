import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { service: createHealthService(app.pool) });
};
