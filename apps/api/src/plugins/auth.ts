import { AppError, ROLES, type ApiTokenClaims, type Role } from '@chairly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiTokens } from '../lib/api-token';

export type StylistAuth = ApiTokenClaims & { stylistId: number };
export type CustomerAuth = ApiTokenClaims & { customerAccountId: number };

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: ApiTokens;
    /** preHandler: any valid API token. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a stylist's token (ROLE_STYLIST with a stylist id). */
    requireStylist: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a customer's token (ROLE_CUSTOMER). */
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Claims of the bearer token, set by the require* preHandlers. */
    auth: ApiTokenClaims | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** Reads the bearer token from the Authorization header only (never cookies: no CSRF). */
async function authenticate(tokens: ApiTokens, request: FastifyRequest): Promise<ApiTokenClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Authentication required');
  const claims = await tokens.verify(match[1]);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  request.auth = claims;
  return claims;
}

function requireRole(tokens: ApiTokens, role: Role) {
  return async (request: FastifyRequest) => {
    const claims = await authenticate(tokens, request);
    if (!claims.roles.includes(role)) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    if (role === ROLES.stylist && claims.stylistId === null) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    if (role === ROLES.customer && !claims.customerAccountId) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
  };
}

/** The tenant of a stylist route; call only behind `requireStylist`. */
export function stylistOf(request: FastifyRequest): StylistAuth {
  const auth = request.auth;
  if (!auth || auth.stylistId === null) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return auth as StylistAuth;
}

/** The customer account of a customer route; call only behind `requireCustomer`. */
export function customerOf(request: FastifyRequest): CustomerAuth {
  const auth = request.auth;
  if (!auth || !auth.customerAccountId) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return auth as CustomerAuth;
}

export const authPlugin = fp<{ tokens: ApiTokens }>(
  async (app, { tokens }) => {
    app.decorate('apiTokens', tokens);
    app.decorateRequest('auth', null);
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      await authenticate(tokens, request);
    });
    app.decorate('requireStylist', requireRole(tokens, ROLES.stylist));
    app.decorate('requireCustomer', requireRole(tokens, ROLES.customer));
  },
  { name: 'auth' },
);
