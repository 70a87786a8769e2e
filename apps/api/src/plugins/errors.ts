import { AppError } from '@chairly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LimitReached } from '../lib/limit-reached';
import { mapError } from './error-mapping';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const mapped = mapError(error);
  if (!mapped) {
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.code(500).type('application/json').send({ code: 'INTERNAL', message: 'Internal server error', requestId: request.id });
  }
  if (mapped.status >= 500) request.log.error({ err: error, requestId: request.id }, mapped.message);
  const { status, details, ...body } = mapped;
  if (error instanceof LimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(status).type('application/json').send({ ...details, ...body, requestId: request.id });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * The one error handler: every failure answers `{ code, message, fields?, reason?, requestId }`, and
 * unexpected ones (5xx) never show their internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  },
  { name: 'errors' },
);
