import {
  publicStylistSchema,
  registerStylistRequestSchema,
  stylistSchema,
  subdomainCheckResponseSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { StylistsService } from './stylists.service';

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const subdomainParams = z.strictObject({ subdomain: z.string().min(1).max(63) });

/** Subdomain checks are cheap to ask and reveal which names exist: limited per client IP. */
const CHECK_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export const stylistsRoutes: FastifyPluginAsyncZod<{ service: StylistsService }> = async (app, { service }) => {
  app.get(
    '/api/stylists/:id',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['stylists'],
        summary: "The signed-in stylist's profile (another stylist's id answers 404)",
        params: idParams,
        response: { 200: stylistSchema },
      },
    },
    async (request) => service.get(stylistOf(request).stylistId, request.params.id),
  );

  app.post(
    '/api/stylist/register',
    {
      // Issue #34: registering names the business: its owner's step alone.
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: {
        tags: ['stylists'],
        summary: 'Register the business of a signed-in, not yet registered stylist',
        body: registerStylistRequestSchema,
        response: { 200: stylistSchema },
      },
    },
    async (request) => service.register(stylistOf(request).stylistId, request.body),
  );

  app.get(
    '/api/public/stylists/subdomain/:subdomain/check',
    {
      config: { rateLimit: CHECK_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Whether a subdomain can be registered (invalid, reserved or taken otherwise)',
        params: subdomainParams,
        response: { 200: subdomainCheckResponseSchema },
      },
    },
    async (request) => service.checkSubdomain(request.params.subdomain),
  );

  app.get(
    '/api/public/stylists/subdomain/:subdomain',
    {
      schema: {
        tags: ['public'],
        summary: "A registered stylist's public business profile",
        params: subdomainParams,
        response: { 200: publicStylistSchema },
      },
    },
    async (request) => service.getPublic(request.params.subdomain),
  );
};
