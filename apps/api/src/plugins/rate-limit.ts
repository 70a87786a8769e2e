import rateLimit from '@fastify/rate-limit';
import { AppError } from '@chairly/shared';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { isApiPath } from './errors';
import { GlobalCounter, postgresRateLimitStore } from './rate-limit-store';

type Options = { pool: pg.Pool; max: number };

/**
 * Global limit per client IP and minute on the API (and any non-GET), counted in PostgreSQL so that every instance
 * shares it; each instance adds its hits in batches while a client is far from the limit (docs/decisions.md D10).
 * A route asks for a tighter limit with `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`, counted in
 * PostgreSQL on every hit.
 */
export const rateLimitPlugin = fp<Options>(
  async (app, { pool, max }) => {
    const counter = new GlobalCounter(pool);
    // Hits counted here but not yet written go to PostgreSQL before the pool closes.
    app.addHook('onClose', () => counter.close());
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      store: postgresRateLimitStore(pool, counter),
      // Loading pages and their assets is not limited; API calls and every non-GET are.
      allowList: (request) => (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests, please retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
