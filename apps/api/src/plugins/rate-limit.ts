import rateLimit from '@fastify/rate-limit';
import { AppError } from '@chairly/shared';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { isApiPath } from './errors';
import { postgresRateLimitStore } from './rate-limit-store';

type Options = { pool: pg.Pool; max: number };

/**
 * Global limit per client IP and minute on /api, counted in PostgreSQL so that every instance
 * shares it. A route asks for a tighter limit with `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`.
 */
export const rateLimitPlugin = fp<Options>(
  async (app, { pool, max }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      store: postgresRateLimitStore(pool),
      // Pages and their assets are static files; the limit protects the API.
      allowList: (request) => !isApiPath(request.url),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests, please retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
