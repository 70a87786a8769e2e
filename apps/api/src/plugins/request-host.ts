import { detectHost, type HostKind } from '@chairly/shared';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Which kind of host the request is for: root, app, a stylist's subdomain, or foreign. */
    site: HostKind;
  }
}

// Load balancers probe by IP address; the probe must not depend on the Host header.
const HOST_INDEPENDENT_PATHS = new Set(['/api/health']);

/** Decorates `request.site` from the Host header and refuses hosts outside BASE_DOMAIN (421). */
export const requestHostPlugin = fp<{ baseDomain: string }>(
  async (app, { baseDomain }) => {
    // Set by the hook below before any handler runs.
    app.decorateRequest('site', undefined as never);
    app.addHook('onRequest', (request, reply, done) => {
      request.site = detectHost(request.hostname, baseDomain);
      if (request.site.kind !== 'foreign' || HOST_INDEPENDENT_PATHS.has(request.url.split('?')[0] ?? '')) return done();
      void reply.code(421).type('text/plain; charset=utf-8').send(`This server does not serve ${request.hostname}.`);
    });
  },
  { name: 'request-host' },
);
