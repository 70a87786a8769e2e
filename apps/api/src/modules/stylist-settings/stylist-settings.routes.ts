import { stylistSchema, updateStylistRequestSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { StylistSettingsService } from './stylist-settings.service';

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

export const stylistSettingsRoutes: FastifyPluginAsyncZod<{ service: StylistSettingsService }> = async (app, { service }) => {
  app.patch(
    '/api/stylists/:id',
    {
      // Issue #34: the business's settings: staff read them only.
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags: ['settings'],
        summary: 'Update the account details and notification settings of the signed-in stylist',
        params: paramsSchema,
        body: updateStylistRequestSchema,
        response: { 200: stylistSchema },
      },
    },
    async (request) => service.update(stylistOf(request).stylistId, request.params.id, request.body),
  );
};
