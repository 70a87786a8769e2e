import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { createOpenApiShaper } from './openapi-shape';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json.
 * The shaper (openapi-shape.ts) derives what a generated client relies on from each route's
 * declaration — operationId, error answers, security, tags — so a new route needs nothing extra.
 */
export const docsPlugin = fp(
  async (app) => {
    const shaper = createOpenApiShaper();
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Chairly API',
          version: '1.0.0',
          description: 'Booking and business management for beauty professionals. Every failure answers one shape (`Error`); lists are JSON-LD (Hydra) collections.',
          license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
        },
        // Every host of a system serves the API (root, app and each stylist's subdomain): paths are
        // relative to the one the document was fetched from.
        servers: [{ url: '/', description: 'The host this document was fetched from' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'A session token from sign-in, or a stylist’s API key (both as `Authorization: Bearer …`)',
            },
          },
        },
      },
      transform: (input) => shaper.route(input, jsonSchemaTransform(input)),
      transformObject: shaper.document,
    });
    // The UI loads only same-origin scripts and styles, so it runs under the app's own CSP.
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
  },
  { name: 'docs' },
);
