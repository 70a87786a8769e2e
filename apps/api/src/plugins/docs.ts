import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Chairly API', version: '1.0.0', description: 'Booking and business management for beauty professionals.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    // The UI loads only same-origin scripts and styles, so it runs under the app's own CSP.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  },
  { name: 'docs' },
);
