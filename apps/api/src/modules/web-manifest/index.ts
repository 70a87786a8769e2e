import type { FastifyPluginAsync } from 'fastify';
import { createWebManifestRepository } from './web-manifest.repository';
import { webManifestRoutes } from './web-manifest.routes';

/** The installable web app's manifest, per host (issue #31 item 14). */
export const webManifestModule: FastifyPluginAsync = async (app) => {
  await app.register(webManifestRoutes, { repository: createWebManifestRepository(app.db) });
};
