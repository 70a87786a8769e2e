import { detectHost, type HostKind } from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The address the visitor used, read once per request: X-Forwarded-Host / -Proto when the socket
 * peer is a trusted proxy (TRUSTED_PROXIES, given to Fastify's trustProxy), else Host and the
 * socket. Everything that depends on the host (tenant, render cache key, renderer, the render's
 * in-process API calls, links) uses this one value, never the raw headers.
 */
export type TrustedHost = {
  /** Host name and port as the visitor wrote them (`anna.example.com`, `anna.chairly.localhost:3000`). */
  host: string;
  hostname: string;
  /** '' for the scheme's default port. */
  port: string;
  protocol: 'http' | 'https';
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Which kind of host the request is for: root, app, a stylist's subdomain, or foreign. */
    site: HostKind;
    /** The one host of this request (see TrustedHost). */
    trustedHost: TrustedHost;
  }
}

// Load balancers probe by IP address; the probe must not depend on the Host header.
const HOST_INDEPENDENT_PATHS = new Set(['/api/health']);

/** Fastify's reading of the request (it honours X-Forwarded-* from trusted peers only), taken once. */
export function readTrustedHost(request: FastifyRequest): TrustedHost {
  const host = request.host.trim().toLowerCase();
  return {
    host,
    hostname: request.hostname.toLowerCase(),
    port: request.port === null ? '' : String(request.port),
    protocol: request.protocol === 'https' ? 'https' : 'http',
  };
}

/**
 * Decorates `request.trustedHost` and `request.site` (from it), and refuses hosts outside
 * BASE_DOMAIN (421).
 */
export const requestHostPlugin = fp<{ baseDomain: string }>(
  async (app, { baseDomain }) => {
    // Set by the hook below before any handler runs.
    app.decorateRequest('site', undefined as never);
    app.decorateRequest('trustedHost', undefined as never);
    app.addHook('onRequest', (request, reply, done) => {
      request.trustedHost = readTrustedHost(request);
      request.site = detectHost(request.trustedHost.hostname, baseDomain);
      if (request.site.kind !== 'foreign' || HOST_INDEPENDENT_PATHS.has(request.url.split('?')[0] ?? '')) return done();
      void reply.code(421).type('text/plain; charset=utf-8').send(`This server does not serve ${request.trustedHost.hostname}.`);
    });
  },
  { name: 'request-host' },
);
