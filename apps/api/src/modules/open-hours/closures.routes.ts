import { bookingRulesViewSchema, closuresSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { SiteStylistResolver } from '../stylist-settings/index';
import type { Availability } from '../availability/index';

type Options = { closures: Pick<Availability, 'bookingRules' | 'closures'>; siteStylist: SiteStylistResolver };

/** Issue 18: her booking rules as they apply, and the public page's upcoming closures. */
export const closuresRoutes: FastifyPluginAsyncZod<Options> = async (app, { closures, siteStylist }) => {
  const stylist = { onRequest: app.requireStylist };
  app.get(
    '/api/booking_rules',
    {
      ...stylist,
      schema: { tags: ['settings'], summary: 'Her booking rules as they apply (hers or the server’s default) and the defaults', response: { 200: bookingRulesViewSchema } },
    },
    async (request) => closures.bookingRules(stylistOf(request).stylistId),
  );
  app.get(
    '/api/public/closures',
    { schema: { tags: ['public'], summary: 'Upcoming closed stretches of the stylist of this subdomain', response: { 200: closuresSchema } } },
    async (request) => closures.closures(await siteStylist(request)),
  );
};
