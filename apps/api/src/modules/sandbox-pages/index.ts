import type { FastifyPluginAsync } from 'fastify';
import { createSandboxRepository } from '../../gateways/payments/index';
import { sandboxPagesRoutes } from './sandbox-pages.routes';

/** Registered only while the sandbox gateway is active. */
export const sandboxPagesModule: FastifyPluginAsync = async (app) => {
  await app.register(sandboxPagesRoutes, { repository: createSandboxRepository(app.db) });
};
