import { erasureRequestSchema, erasureResultSchema, myDataSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf, guardRoutes, stylistOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import type { ErasureService } from './erasure.service';
import type { MyDataService } from './my-data.service';

const tags = ['privacy'];
/** Erasure is rare and heavy: as many tries a minute as a booking step, too few for a loop. */
const ERASURE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const MY_DATA_FILE = 'chairly-my-data.json';

/** Issue #32.2 (GDPR Art. 15, 17, 20), D45: the signed-in customer's data and her erasure. */
export const customerPrivacyRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; myData: MyDataService; erasure: ErasureService }> = async (
  app,
  { siteStylist, myData, erasure },
) => {
  guardRoutes(app, app.requireCustomer);

  app.get(
    '/api/logged-customer/my-data',
    { schema: { tags, summary: 'Everything Chairly keeps about the signed-in customer, at every stylist, as a JSON download', response: { 200: myDataSchema } } },
    async (request, reply) => {
      const data = await myData.collect(customerOf(request).customerAccountId);
      return reply.header('content-disposition', `attachment; filename="${MY_DATA_FILE}"`).send(data);
    },
  );

  app.post(
    '/api/logged-customer/erasure',
    {
      config: { rateLimit: ERASURE_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Erase her data: scope "stylist" at the stylist of this site, scope "all" everywhere with her sign-in account (409 while a booking lies ahead or a payment runs)',
        body: erasureRequestSchema,
        response: { 200: erasureResultSchema },
      },
    },
    async (request) => {
      const { customerAccountId } = customerOf(request);
      const stylistId = request.body.scope === 'all' ? null : await siteStylist(request.site);
      return erasure.eraseAccount(customerAccountId, stylistId);
    },
  );
};

/** The stylist erases one of her customers (D45). */
export const stylistPrivacyRoutes: FastifyPluginAsyncZod<{ erasure: ErasureService }> = async (app, { erasure }) => {
  // Issue #34: erasing a customer is the owner's decision alone.
  guardRoutes(app, app.requireMemberRole('owner'));

  app.post(
    '/api/customers/:id/erase',
    {
      config: { rateLimit: ERASURE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Erase a customer's personal data; her appointments' amounts, dates and states stay (409 while a booking lies ahead or a payment runs)",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: erasureResultSchema },
      },
    },
    async (request) => erasure.eraseCustomer(stylistOf(request).stylistId, request.params.id),
  );
};
