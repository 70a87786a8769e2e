import { languageRequestSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf, memberOf, stylistOf } from '../../plugins/auth';
import type { IdentityRepository } from './identity.repository';

const tags = ['auth'];

type Options = { identities: Pick<IdentityRepository, 'setStylistLanguage' | 'setCustomerLanguage'> };

/**
 * Issue #29.3: the language a signed-in person chose in the language menu, saved with her account;
 * every message to her is written in it. One route per role, so each stays behind its own guard.
 */
export const languageRoutes: FastifyPluginAsyncZod<Options> = async (app, { identities }) => {
  app.put(
    '/api/stylist/language',
    {
      onRequest: app.requireStylist,
      schema: { tags, summary: "Save the stylist's language (en, de, fr, pt, ar): her messages are written in it", body: languageRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      // Issue #34: the stylist row is the owner's account; another member's choice stays on her device
      // (members keep no language in stage 1), so it does not change the owner's messages.
      if (memberOf(request).role === 'owner') await identities.setStylistLanguage(stylistOf(request).stylistId, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/logged-customer/language',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Save the customer's language (en, de, fr, pt, ar): her messages from every stylist are written in it",
        body: languageRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await identities.setCustomerLanguage(customerOf(request).customerAccountId, request.body.language);
      return reply.code(204).send(null);
    },
  );
};
