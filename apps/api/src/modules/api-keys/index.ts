import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createApiKeysRepository } from './api-keys.repository';
import { apiKeysRoutes } from './api-keys.routes';
import { apiKeyAuthenticator, createApiKeysService } from './api-keys.service';

/** The service the module's routes and the auth plugin share (app.ts builds it once). */
export function createApiKeys(db: Db, options: { live: boolean }) {
  return createApiKeysService({ repository: createApiKeysRepository(db), live: options.live });
}
export type ApiKeys = ReturnType<typeof createApiKeys>;

export { apiKeyAuthenticator };
export { keyRefusal, ROUTES_WITHOUT_KEYS } from './api-key-access';

export const apiKeysModule: FastifyPluginAsync<{ service: ApiKeys }> = async (app, { service }) => {
  await app.register(apiKeysRoutes, { service });
};
