import { apiKeyListSchema, createApiKeyRequestSchema, createdApiKeySchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { ApiKeysService } from './api-keys.service';

const tags = ['api keys'];

/** Issue #32 (3a): her API keys. Only her signed-in session reaches these: a key cannot manage keys (api-key-access.ts). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ service: ApiKeysService }> = async (app, { service }) => {
  // Issue #34: a key acts as the owner, so only the owner manages keys.
  guardRoutes(app, app.requireMemberRole('owner'));

  app.get(
    '/api/api-keys',
    { schema: { tags, summary: 'Her active API keys, newest first (name, scope, created, last used to the minute; never the key)', response: { 200: apiKeyListSchema } } },
    async (request) => service.list(stylistOf(request).stylistId),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        summary: 'A new API key, `read` (GET only) or `read-write`; the key itself is answered this once, as `key` (only its hash is kept)',
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(stylistOf(request).stylistId, request.body)),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a key: every call with it is refused (401) from now on',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.revoke(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
