import {
  waitlistEntryListSchema,
  waitlistEntrySchema,
  waitlistHeldOfferSchema,
  waitlistJoinSchema,
  waitlistOfferResultSchema,
  waitlistOfferSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf, guardRoutes, stylistOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import { BOOKING_RATE_LIMIT } from '../booking/index';
import type { HeldOfferService } from './held-offer.service';
import { stylistWaitlistQuerySchema } from './waitlist.schemas';
import type { WaitlistService } from './waitlist.service';

const tags = ['waitlist'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Issue 21, the customer's side: her entries with the stylist of the request's subdomain. */
export const customerWaitlistRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; service: WaitlistService }> = async (app, { siteStylist, service }) => {
  guardRoutes(app, app.requireCustomer);
  const who = async (request: Parameters<typeof customerOf>[0]) => [await siteStylist(request.site), customerOf(request).customerAccountId] as const;

  app.post(
    '/api/logged-customer/waitlist',
    {
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: { tags, summary: 'Join the waitlist for services, a date range (up to 60 days) and times of day', body: waitlistJoinSchema, response: { 201: waitlistEntrySchema } },
    },
    async (request, reply) => reply.code(201).send(await service.join(...(await who(request)), request.body)),
  );

  app.get(
    '/api/logged-customer/waitlist',
    { schema: { tags, summary: "The customer's waitlist entries (waiting, booked, ended)", response: { 200: waitlistEntryListSchema } } },
    async (request) => service.mine(...(await who(request))),
  );

  app.delete(
    '/api/logged-customer/waitlist/:id',
    { schema: { tags, summary: 'Leave the waitlist (a waiting entry of her own)', params } },
    async (request, reply) => {
      await service.leave(...(await who(request)), request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Issue #31.3: the offer page, signed in or out: the stylist's hold for a waitlist customer, by its uuid. */
export const publicWaitlistRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; service: HeldOfferService }> = async (app, { siteStylist, service }) => {
  app.get(
    '/api/public/waitlist/offer/:uuid',
    {
      schema: {
        tags,
        summary: "A time the stylist holds for a waitlist customer (its uuid comes in her message): time, services, price, whether still held",
        params: z.object({ uuid: z.uuid() }),
        response: { 200: waitlistHeldOfferSchema },
      },
    },
    async (request) => service.heldOffer(await siteStylist(request.site), request.params.uuid),
  );
};

/** Issue 21, the stylist's side: her waitlist, and a time offered to one entry. */
export const stylistWaitlistRoutes: FastifyPluginAsyncZod<{ service: WaitlistService }> = async (app, { service }) => {
  // Issue #34: the waitlist is the business's (members in it: stage 2); not for staff.
  guardRoutes(app, app.requireMemberRole('owner', 'manager'));

  app.get(
    '/api/waitlist',
    {
      schema: {
        tags,
        summary: 'Her waitlist: waiting entries (state=all: also booked and ended ones); page, itemsPerPage, order[from|to|createdAt] (by dates by default)',
        querystring: stylistWaitlistQuerySchema,
        response: { 200: waitlistEntryListSchema },
      },
    },
    async (request) => service.ofStylist(stylistOf(request).stylistId, request.query),
  );

  app.post(
    '/api/waitlist/:id/offer',
    {
      schema: {
        tags,
        summary: "Offer a time to one entry: held in the customer's name for the hold period, and she is told (taken → 409)",
        params,
        body: waitlistOfferSchema,
        response: { 201: waitlistOfferResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.offer(stylistOf(request).stylistId, request.params.id, request.body)),
  );
};
