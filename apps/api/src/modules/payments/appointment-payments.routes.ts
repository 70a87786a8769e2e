import {
  fromMinorUnits,
  appointmentCardSchema,
  appointmentChargesSchema,
  AppError,
  chargeSchema,
  depositRefundSchema,
  FEE_TYPES,
  PAYMENT_ERROR_MESSAGES,
  feeAvailabilitySchema,
  type ChargeKind,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import { createMemberAccess } from '../appointments-core/index';
import type { ChargesService } from './charges.service';
import type { DepositsService } from './deposits.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const appointmentPaymentsRoutes: FastifyPluginAsyncZod<{
  service: ChargesService;
  deposits: DepositsService;
}> = async (app, { service, deposits }) => {
  const guard = { onRequest: app.requireStylist };
  // Issue #34: staff only for their own appointments (another member's answers 404).
  const access = createMemberAccess(app.db);
  const reads = { ...guard, preHandler: access.appointment('read') };
  const writes = { ...guard, preHandler: access.appointment('write') };
  app.get(
    '/api/appointment/:id/payment/card/details',
    {
      ...reads,
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
    '/api/appointment/:id/payment/charges',
    {
      ...reads,
      schema: {
        tags: ['payments'],
        summary: "The appointment's charges (deposit, fees, checkout) and the account each one's money went to",
        params: idParams,
        response: { 200: appointmentChargesSchema },
      },
    },
    async (request) => service.list(stylistOf(request).stylistId, request.params.id),
  );
  app.get(
    '/api/appointment/:id/payment/:type/availability',
    {
      ...reads,
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
        ...writes,
        schema: { tags: ['payments'], summary, params: idParams, response: { 200: chargeSchema } },
      },
      async (request) => service.charge(stylistOf(request).stylistId, request.params.id, kind),
    );
  charge('no-show-fee', 'Charge the no-show fee to the card on file (once)');
  charge('cancel-fee', 'Charge the cancellation fee to the card on file (once)');
  charge('checkout', 'Charge the appointment amount to the card on file (once)');

  app.post(
    '/api/appointment/:id/payment/deposit/refund',
    {
      ...writes,
      schema: {
        tags: ['payments'],
        summary:
          "Give the customer's paid deposit back (once; a refund left pending is re-sent under its key after two minutes)",
        params: idParams,
        response: { 200: depositRefundSchema },
      },
    },
    async (request) => {
      const stylistId = stylistOf(request).stylistId;
      const appointmentId = request.params.id;
      // Tenant first: another stylist's appointment is not found, and nothing is refunded.
      await service.cardDetails(stylistId, appointmentId);
      const paid = await deposits.paidDeposit(appointmentId);
      if (!paid || paid.cents === 0) throw new AppError('BUSINESS_RULE', 'This appointment has no paid deposit');
      const result = await deposits.refund({ stylistId, appointmentId, reason: 'stylist-refund' });
      if (result === 'refunded' || result === 'pending') return { status: result, amount: fromMinorUnits(paid.cents, paid.currency), currency: paid.currency };
      if (result === 'already')
        throw new AppError('ALREADY_CHARGED', PAYMENT_ERROR_MESSAGES.ALREADY_REFUNDED, undefined, 'already_refunded');
      if (result === 'busy') throw new AppError('CONFLICT', 'The deposit is being refunded');
      throw new AppError('CARD_DECLINED', 'The payment provider refused the refund');
    },
  );
};
