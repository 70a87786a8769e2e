import {
  AppError,
  AUTH_ERRORS,
  refreshTokenResponseSchema,
  verifyCustomerTokenResponseSchema,
  verifyStylistTokenRequestSchema,
  verifyStylistTokenResponseSchema,
  verifyTokenRequestSchema,
} from '@chairly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthService, type IssuedSession, SupersededRefresh } from './auth.service';
import { checkOrigin, clearSessionCookies, type CookieScope, refreshTokenOf, REFRESH_PATH, setSessionCookies } from './session-cookie';

/** Sign-in calls are limited per client IP on their own, tighter than the global API limit. */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute', allowList: () => false };
const REFRESH_RATE_LIMIT = { max: 60, timeWindow: '1 minute', allowList: () => false };
/** Beyond the derived ones: a refused ID token (401), a request from another site (403), the identity provider unreachable (503). */
const SIGN_IN_ERRORS = [401, 403, 503] as const;
/**
 * A stylist's sign-in also (issue #34): a deactivated member (403), an unknown invitation (404), one
 * expired or used (410), for another address or by someone in a business already (409).
 */
const STYLIST_SIGN_IN_ERRORS = [...SIGN_IN_ERRORS, 404, 409, 410] as const;

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

type Options = { service: AuthService; cookies: CookieScope };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, cookies }) => {
  /** The refresh token goes into the HttpOnly cookie; the body carries the API token alone. */
  const started = (reply: FastifyReply, session: IssuedSession) => {
    setSessionCookies(reply, session.refreshToken, cookies);
    return { userToken: session.userToken };
  };
  const sameSite = (required: boolean) => async (request: FastifyRequest) =>
    checkOrigin(request, cookies.baseDomain, { required });

  app.post(
    '/oidc_verify_stylist_token',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT, openapiErrors: STYLIST_SIGN_IN_ERRORS },
      preValidation: sameSite(false),
      schema: {
        tags: ['auth'],
        summary:
          "Exchange a stylist's (a member's) ID token for an API token; with `invitation`, join that business as a member. The refresh token is set as an HttpOnly cookie",
        body: verifyStylistTokenRequestSchema,
        response: { 200: verifyStylistTokenResponseSchema },
      },
    },
    async (request, reply) =>
      started(reply, await service.verifyStylist(request.body.idToken, request.body.language, request.body.invitation)),
  );

  app.post(
    '/oidc_verify_customer_token',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT, openapiErrors: SIGN_IN_ERRORS },
      preValidation: sameSite(false),
      schema: {
        tags: ['auth'],
        summary: "Exchange a customer's ID token for an API token; the refresh token is set as an HttpOnly cookie",
        body: verifyTokenRequestSchema,
        response: { 200: verifyCustomerTokenResponseSchema },
      },
    },
    async (request, reply) => started(reply, await service.verifyCustomer(request.body.idToken, request.body.language)),
  );

  app.post(
    REFRESH_PATH,
    {
      config: { rateLimit: REFRESH_RATE_LIMIT, openapiErrors: [401, 403] },
      // The cookie is the credential: a request from another site (or without Origin) is refused, after
      // the limiter has counted it (preValidation runs after its onRequest hook).
      preValidation: sameSite(true),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie (stylists and customers): a new API token and a new cookie (the old one is spent)',
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request);
      try {
        if (!token) throw new AppError('UNAUTHORIZED', AUTH_ERRORS.refresh);
        const session = await service.refresh(token);
        return { success: true as const, ...started(reply, session) };
      } catch (error) {
        // A refused cookie is dead: the browser drops it (and the signed-in hint) at once — unless a
        // sibling tab rotated it a moment ago and the browser is storing the successor.
        if (error instanceof AppError && error.code === 'UNAUTHORIZED' && !(error instanceof SupersededRefresh)) {
          clearSessionCookies(reply, cookies);
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { openapiErrors: [403] },
      preValidation: sameSite(false),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session the bearer API token names (its refresh tokens and API tokens) and clear the cookies',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Public on purpose: signing out without a token only clears the cookies. A lapsed token is
      // refused (401), so that the client refreshes it and tries again: the session gets revoked.
      const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = bearer ? await app.apiTokens.verify(bearer) : null;
      if (bearer && !claims) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
      await service.logout(claims?.sid);
      clearSessionCookies(reply, cookies);
      return reply.code(204).send(null);
    },
  );
};
