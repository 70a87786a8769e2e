import { AppError, ROLES, type ApiTokenClaims, type MemberRole, type Role } from '@chairly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { listenToRevokedSessions, type RevokedSessions } from '../db/revoked-sessions';
import type { ApiTokens } from '../lib/api-token';

export type StylistAuth = ApiTokenClaims & { stylistId: number };
export type CustomerAuth = ApiTokenClaims & { customerAccountId: number };

declare module 'fastify' {
  interface FastifyInstance {
    apiTokens: ApiTokens;
    /** Sessions signed out (or found replayed) on any instance: their API tokens are refused. */
    revokedSessions: RevokedSessions;
    /** onRequest guard: any valid API token. */
    requireAuth: Guard;
    /** onRequest guard: a stylist's token (ROLE_STYLIST with a stylist id). */
    requireStylist: Guard;
    /** onRequest guard: a customer's token (ROLE_CUSTOMER). */
    requireCustomer: Guard;
    /**
     * onRequest guard (issue #34, D60): a stylist token of a member whose role is one of `roles`
     * (a token without a member, API keys included, is the owner's). Else 403, reason `role_forbidden`.
     * Use it alone or after `requireStylist` (guardRoutes): it authenticates only when no guard did.
     * The OpenAPI operation lists the roles in `x-roles`.
     */
    requireMemberRole: (...roles: MemberRole[]) => Guard;
    /** Sets what a guard runs on a request it refuses, before its 401/403 goes out (the rate limiter: plugins/rate-limit.ts). */
    onAuthRejected: (counter: RejectionCounter) => void;
  }
  interface FastifyRequest {
    /** Claims of the bearer token, set by the require* guards. */
    auth: ApiTokenClaims | null;
  }
}

/**
 * An authentication guard. It belongs in a route's `onRequest` (or, for every route of a plugin,
 * `guardRoutes`): a request without a valid token of the right role gets 401/403 before its body is
 * read or validated. Tenant checks that need the validated params stay in the handlers.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Runs on a request a guard refused, with `request.auth` set when its token verified (a wrong
 * role: 403). It may throw instead (a 429 when the caller's budget is spent); otherwise the refusal goes out.
 */
export type RejectionCounter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The OpenAPI requirement of a guarded route (scheme declared in plugins/docs.ts). */
export const BEARER_SECURITY = [{ bearer: [] }];

const GUARDS = new WeakSet<object>();
const isGuard = (hook: unknown) => typeof hook === 'function' && GUARDS.has(hook);
const hooksOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function declareBearer(route: RouteOptions) {
  route.schema = { ...route.schema, security: BEARER_SECURITY };
}

/** The roles each `requireMemberRole` guard lets through (issue #34). */
const ROLE_GUARDS = new WeakMap<object, readonly MemberRole[]>();

/**
 * The roles a route's role guards let through, declared in its OpenAPI operation as `x-roles` (the
 * security suite compares them with its table), so the document cannot drift from the code.
 */
function declareRoles(route: RouteOptions) {
  const gates = hooksOf(route.onRequest).flatMap((hook) => {
    const roles = typeof hook === 'function' ? ROLE_GUARDS.get(hook) : undefined;
    return roles ? [roles] : [];
  });
  if (gates.length === 0) return;
  const allowed = gates.reduce((all, roles) => all.filter((role) => roles.includes(role)));
  route.schema = { ...route.schema, 'x-roles': [...allowed] } as RouteOptions['schema'];
}

/**
 * onRoute: a route with a guard in `onRequest` declares bearer security in the OpenAPI document (so
 * the document cannot drift from the code); a guard in a later hook is refused at startup, since
 * validation would then answer 400 before authentication.
 */
function checkGuardedRoute(route: RouteOptions) {
  for (const hook of ['preParsing', 'preValidation', 'preHandler'] as const) {
    if (hooksOf(route[hook]).some(isGuard)) {
      throw new Error(`${String(route.method)} ${route.url}: put the auth guard in onRequest, not ${hook} (authentication must come before validation)`);
    }
  }
  if (hooksOf(route.onRequest).some(isGuard)) declareBearer(route);
  declareRoles(route);
}

/** Guards every route that `app` (a plugin's scope) registers after this call, as `onRequest: guard` would. */
export function guardRoutes(app: FastifyInstance, guard: Guard) {
  if (!isGuard(guard)) throw new Error('guardRoutes: not an auth guard');
  app.addHook('onRoute', (route) => {
    route.onRequest = [guard, ...(hooksOf(route.onRequest) as Guard[])];
    declareBearer(route);
    declareRoles(route);
  });
}

const guard = (fn: Guard): Guard => {
  GUARDS.add(fn);
  return fn;
};

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/**
 * A stylist's API keys as bearer credentials (issue #32.3a; modules/api-keys): told apart from API
 * tokens by their prefix, they stand for her stylist claims on the routes and methods their scope
 * allows. `authenticate` throws 401 for an unknown or revoked key, 403 for a call it may not make.
 */
export type ApiKeyAuthenticator = {
  isKey: (credential: string) => boolean;
  authenticate: (key: string, request: FastifyRequest) => Promise<ApiTokenClaims>;
};

type Verifier = { tokens: ApiTokens; sessions: Pick<RevokedSessions, 'isRevoked'>; keys?: ApiKeyAuthenticator | undefined };

/**
 * Reads the bearer token from the Authorization header only (never cookies: no CSRF). A token whose
 * session was revoked (sign-out) is refused like an expired one.
 */
async function authenticate({ tokens, sessions, keys }: Verifier, request: FastifyRequest): Promise<ApiTokenClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (keys?.isKey(match[1])) {
    request.auth = await keys.authenticate(match[1], request);
    return request.auth;
  }
  const claims = await tokens.verify(match[1]);
  // Known in memory while listening: no await on the hot path; asked of the database otherwise.
  const revoked = claims?.sid === undefined ? false : sessions.isRevoked(claims.sid);
  if (!claims || revoked === true || (revoked !== false && (await revoked))) {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  }
  request.auth = claims;
  return claims;
}

/**
 * The guard `check` that hands a refused request to the rejection counter, so that a flood of bad or
 * wrong-role tokens is counted like any call (the limiter's own hook runs only after the guard passed).
 */
function counted(check: (request: FastifyRequest) => Promise<void>, rejected: () => RejectionCounter | null): Guard {
  return guard(async (request, reply) => {
    try {
      await check(request);
    } catch (error) {
      await rejected()?.(request, reply);
      throw error;
    }
  });
}

function requireRole(tokens: Verifier, role: Role): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest) => {
    const claims = await authenticate(tokens, request);
    if (!claims.roles.includes(role)) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    if (role === ROLES.stylist && claims.stylistId === null) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    if (role === ROLES.customer && !claims.customerAccountId) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
  };
}

/**
 * A role gate: a stylist token (authenticated here unless an earlier guard did) whose member role is
 * one of `roles`; a token without member claims is the owner's.
 */
function requireMemberRole(tokens: Verifier, roles: readonly MemberRole[]): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest) => {
    const claims = request.auth ?? (await authenticate(tokens, request));
    if (!claims.roles.includes(ROLES.stylist) || claims.stylistId === null) throw new AppError('FORBIDDEN', 'You do not have access to this resource');
    if (!roles.includes(claims.memberRole ?? 'owner')) throw roleForbidden();
  };
}

/** The tenant of a stylist route; call only behind `requireStylist`. */
export function stylistOf(request: FastifyRequest): StylistAuth {
  const auth = request.auth;
  if (!auth || auth.stylistId === null) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return auth as StylistAuth;
}

/** Who in the business made a stylist request: `memberId` null is the owner (older tokens, API keys). */
export type MemberAuth = { memberId: number | null; role: MemberRole };

/**
 * The member behind a stylist route's request (issue #34); call only behind `requireStylist`. A token
 * without member claims (signed before members existed, a bench token, an API key) acts as the owner.
 */
export function memberOf(request: FastifyRequest): MemberAuth {
  const auth = stylistOf(request);
  return { memberId: auth.memberId ?? null, role: auth.memberRole ?? 'owner' };
}

/** The 403 of a role gate: one shape, a reason the screens translate. */
export const roleForbidden = () => new AppError('FORBIDDEN', 'Your role does not allow this.', undefined, 'role_forbidden');

/** The customer account of a customer route; call only behind `requireCustomer`. */
export function customerOf(request: FastifyRequest): CustomerAuth {
  const auth = request.auth;
  if (!auth || !auth.customerAccountId) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return auth as CustomerAuth;
}

/** Without a database (a guard's unit test) no session is ever revoked. */
const NO_REVOCATIONS: RevokedSessions = {
  isRevoked: () => false,
  revoked: () => {},
  synced: async () => {},
  ready: Promise.resolve(),
  close: async () => {},
};

export const authPlugin = fp<{ tokens: ApiTokens; pool?: pg.Pool; apiKeys?: ApiKeyAuthenticator }>(
  async (app, { tokens: apiTokens, pool, apiKeys }) => {
    const sessions = pool ? listenToRevokedSessions(pool, app.log) : NO_REVOCATIONS;
    app.addHook('onClose', () => sessions.close());
    await sessions.ready;
    const tokens: Verifier = { tokens: apiTokens, sessions, keys: apiKeys };
    app.decorate('apiTokens', apiTokens);
    app.decorate('revokedSessions', sessions);
    app.decorateRequest('auth', null);
    let counter: RejectionCounter | null = null;
    const rejected = () => counter;
    app.decorate('onAuthRejected', (next: RejectionCounter) => {
      counter = next;
    });
    app.decorate(
      'requireAuth',
      counted(async (request: FastifyRequest) => {
        await authenticate(tokens, request);
      }, rejected),
    );
    app.decorate('requireStylist', counted(requireRole(tokens, ROLES.stylist), rejected));
    app.decorate('requireCustomer', counted(requireRole(tokens, ROLES.customer), rejected));
    // One guard per set of roles, so that a route table can name it and OpenAPI can list its roles.
    const roleGuards = new Map<string, Guard>();
    app.decorate('requireMemberRole', (...roles: MemberRole[]) => {
      const key = [...new Set(roles)].sort().join(',');
      let gate = roleGuards.get(key);
      if (!gate) {
        gate = counted(requireMemberRole(tokens, roles), rejected);
        ROLE_GUARDS.set(gate, Object.freeze([...new Set(roles)]));
        roleGuards.set(key, gate);
      }
      return gate;
    });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      checkGuardedRoute(route);
      routes.push(route);
    });
    // By now the scopes' guardRoutes hooks have run too: a route may declare bearer security only
    // when it is guarded (a public route documented as protected is a mistake either way).
    app.addHook('onReady', async () => {
      const unguarded = routes.filter((route) => route.schema?.security !== undefined && !hooksOf(route.onRequest).some(isGuard));
      if (unguarded.length > 0) {
        throw new Error(`routes declare security without an auth guard in onRequest: ${unguarded.map((r) => `${String(r.method)} ${r.url}`).join(', ')}`);
      }
    });
  },
  { name: 'auth' },
);
