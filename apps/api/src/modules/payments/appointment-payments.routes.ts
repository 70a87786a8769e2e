import {
  appointmentCardSchema,
  chargeSchema,
  FEE_TYPES,
  feeAvailabilitySchema,
  type ChargeKind,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { ChargesService } from './charges.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const appointmentPaymentsRoutes: FastifyPluginAsyncZod<{ service: ChargesService }> = async (
  app,
  { service },
) => {
  const guard = { onRequest: app.requireStylist };
  app.get(
    '/api/appointment/:id/payment/card/details',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'The card on file for the appointment (brand, last4) or null',
        params: idParams,
        response: { 200: appointmentCardSchema },
      },
    },
    async (request) => service.cardDetails(stylistOf(request).stylistId, request.params.id),
  );
  app.get(
    '/api/appointment/:id/payment/:type/availability',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Whether the no-show or cancellation fee can be charged now, and its amount',
        params: idParams.extend({ type: z.enum(FEE_TYPES) }),
        response: { 200: feeAvailabilitySchema },
      },
    },
    async (request) =>
      service.availability(stylistOf(request).stylistId, request.params.id, request.params.type),
  );
  const charge = (kind: ChargeKind, summary: string) =>
    app.post(
      `/api/appointment/:id/payment/${kind}`,
      {
        ...guard,
        schema: { tags: ['payments'], summary, params: idParams, response: { 200: chargeSchema } },
      },
      async (request) => service.charge(stylistOf(request).stylistId, request.params.id, kind),
    );
  charge('no-show-fee', 'Charge the no-show fee to the card on file (once)');
  charge('cancel-fee', 'Charge the cancellation fee to the card on file (once)');
  charge('checkout', 'Charge the appointment amount to the card on file (once)');
};
