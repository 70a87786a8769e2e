import { policyEntrySchema, policySetSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { SiteStylistResolver } from '../stylist-settings/index';
import type { PoliciesService } from './policies.service';

type Options = { service: PoliciesService; siteStylist: SiteStylistResolver };

export const policiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, siteStylist }) => {
  const response = { 200: z.array(policyEntrySchema) };
  app.get(
    '/api/stylist-policy-config',
    { onRequest: app.requireStylist, schema: { tags: ['settings'], summary: 'No-show and cancellation policies (window in minutes)', response } },
    async (request) => service.list(stylistOf(request).stylistId),
  );
  app.post(
    '/api/stylist-policy-config',
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags: ['settings'],
        summary: 'Replace the enabled policies (needs a connected payment account)',
        body: policySetSchema,
        response,
      },
    },
    async (request) => service.replace(stylistOf(request).stylistId, request.body),
  );
  app.get(
    '/api/logged-customer/stylist-policy-config',
    { onRequest: app.requireCustomer, schema: { tags: ['customer'], summary: 'Policies of the stylist of this subdomain', response } },
    async (request) => service.list(await siteStylist(request)),
  );
};
