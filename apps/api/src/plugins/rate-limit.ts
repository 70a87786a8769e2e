import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { ApiTokens } from '../lib/api-token';
import { LimitReached } from '../lib/limit-reached';
import { isApiPath } from './errors';
import { addHit, GlobalCounter, postgresRateLimitStore } from './rate-limit-store';

type Options = { pool: pg.Pool; max: number };

/** A limit on attempts at something (a promo code), counted against several budgets at once. */
export type AttemptLimit = {
  /** The limit's name: routes using the same name share its budgets. */
  name: string;
  /** Attempts allowed per budget and window. */
  max: number;
  timeWindowMs: number;
  /** The budgets a call counts against, e.g. the account's and `addressKey(request.ip)`. */
  keys: (request: FastifyRequest) => string[];
  /** The 429's message, given the seconds until the spent budget opens again. */
  message: (retryAfterSeconds: number) => string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook (after the route's guard) counting every call, whatever it answers, against
     * each of the limit's budgets in PostgreSQL (one statement, exact across instances); when any
     * budget is spent the call is refused with 429 and Retry-After before it does anything.
     */
    limitAttempts: (limit: AttemptLimit) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The client address a budget belongs to: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4,
 * other IPv6 addresses by their /64 (one household or office network), as @fastify/rate-limit does.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return `ip:${ip}`;
  const address = ip.toLowerCase().split('%')[0]!;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  const [head = '', tail] = address.split('::');
  // An embedded IPv4 address at the end is the last two groups.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `ip:${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/**
 * The API token a call carries in its bearer header (the SPA sends it on its public calls too). Used
 * only to choose a budget; authentication is the guards' business.
 */
function presentedToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/**
 * Whose budget a call counts against: the signed-in user's (`user:<subject>`) when the call carries
 * an API token that verifies, otherwise its address's (`ip:…`). A guarded route's auth hook runs
 * before the limiter's and has verified the token already (`request.auth`); on other routes a
 * presented token is verified here (an HMAC, no database). A forged or expired token counts
 * against the address, like no token at all.
 */
export function rateLimitKey(tokens: ApiTokens): (request: FastifyRequest) => string | Promise<string> {
  return (request) => {
    if (request.auth) return `user:${request.auth.sub}`;
    const token = presentedToken(request);
    if (!token) return addressKey(request.ip);
    return tokens.verify(token).then((claims) => (claims ? `user:${claims.sub}` : addressKey(request.ip)));
  };
}

/**
 * The global limit: `max` calls per minute per signed-in user, and per client address for calls
 * without a valid API token, on the API (and any non-GET), counted in PostgreSQL so that every
 * instance shares it; each instance adds its hits in batches while a client is far from the limit
 * (docs/decisions.md D10). A route asks for a tighter limit with
 * `config: { rateLimit: { max: 5, timeWindow: '1 minute' } }`, keyed the same way unless it names its
 * own `keyGenerator`, and counted in PostgreSQL on every hit. A 429 carries `Retry-After` (seconds).
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
      keyGenerator: rateLimitKey(app.apiTokens),
      // Loading pages and their assets is not limited; API calls and every non-GET are.
      allowList: (request) => (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests, please retry in ${context.after}`),
    });
    // The limiter's hook runs after a route's auth guard; a call the guard refuses (401/403) is
    // counted here instead, against the same global budget (the address's, or the user's for a valid
    // token of the wrong role), so a flood of bad tokens ends in 429. Calls that pass pay nothing more.
    const countRefused = app.rateLimit();
    app.onAuthRejected(async (request, reply) => {
      if (request.routeOptions.config.rateLimit === false) return;
      await countRefused.call(app, request, reply);
    });
    app.decorate('limitAttempts', (limit: AttemptLimit) => async (request: FastifyRequest) => {
      const hits = await addHit(pool, limit.keys(request).map((key) => `${limit.name}|${key}`), limit.timeWindowMs);
      const spent = hits.filter((hit) => hit.count > limit.max);
      if (spent.length === 0) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...spent.map((hit) => hit.ttl)) / 1000));
      throw new LimitReached(limit.message(seconds), seconds);
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
