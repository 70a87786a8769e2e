import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.object({ status: z.literal('unavailable'), database: z.literal('down') });

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthy, 503: unhealthy } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      if (await service.databaseIsUp()) return reply.code(200).send({ status: 'ok', database: 'ok' });
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    },
  );
};
