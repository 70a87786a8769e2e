import {
  logoutRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  verifyCustomerTokenResponseSchema,
  verifyStylistTokenResponseSchema,
  verifyTokenRequestSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service';

/** Sign-in calls are limited per client IP on their own, tighter than the global API limit. */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute', allowList: () => false };
const REFRESH_RATE_LIMIT = { max: 60, timeWindow: '1 minute', allowList: () => false };

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/oidc_verify_stylist_token',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Exchange a stylist's ID token for an API token and a refresh token",
        body: verifyTokenRequestSchema,
        response: { 200: verifyStylistTokenResponseSchema },
      },
    },
    async (request) => service.verifyStylist(request.body.idToken),
  );

  app.post(
    '/oidc_verify_customer_token',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Exchange a customer's ID token for an API token",
        body: verifyTokenRequestSchema,
        response: { 200: verifyCustomerTokenResponseSchema },
      },
    },
    async (request) => service.verifyCustomer(request.body.idToken),
  );

  app.post(
    '/oidc_refresh_stylist_token',
    {
      config: { rateLimit: REFRESH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token: a new API token and a new refresh token (the old one is spent)',
        body: refreshTokenRequestSchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Revoke the refresh token's whole family (sign-out)",
        // The body may be left out entirely: signing out without a refresh token is a no-op.
        body: logoutRequestSchema.nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.logout(request.body?.refreshToken);
      return reply.code(204).send(null);
    },
  );
};
