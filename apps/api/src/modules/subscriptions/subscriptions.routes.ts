import {
  applyPromoCodeResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  portalRequestSchema,
  promoCodeRequestSchema,
  promoCodeResponseSchema,
  startTrialRequestSchema,
  subscriptionPlansResponseSchema,
  subscriptionStatusResponseSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import { addressKey } from '../../plugins/rate-limit';
import type { PromoCodesService } from './promo-codes.service';
import type { SubscriptionsService } from './subscriptions.service';

type Options = { subscriptions: SubscriptionsService; promoCodes: PromoCodesService; promoCodeAttemptsPerHour: number };

const BASE = '/api/subscription/stylist';
const tags = ['subscription'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { subscriptions, promoCodes, promoCodeAttemptsPerHour }) => {
  // Guessing codes: every check and apply, found or not, counts against the stylist's account and
  // the client's address (a fresh account per guess does not give a fresh budget).
  // Issue #34: billing is the owner's alone (managers and staff: 403). The status read
  // (/api/subscription/stylist, subscription-status) stays open: every member's app shell needs it.
  const promoAttempts = app.limitAttempts({
    name: 'promo-code',
    max: promoCodeAttemptsPerHour,
    timeWindowMs: 60 * 60 * 1000,
    keys: (request) => [`stylist:${stylistOf(request).stylistId}`, addressKey(request.ip)],
    message: (seconds) =>
      `Too many discount code attempts (at most ${promoCodeAttemptsPerHour} an hour). Try again in ${Math.ceil(seconds / 60)} min.`,
  });

  app.get(
    `${BASE}/list`,
    { onRequest: [app.requireStylist, app.requireMemberRole('owner')], schema: { tags, summary: "Subscription plans with their prices, the stylist's currency's first in each plan", response: { 200: subscriptionPlansResponseSchema } } },
    async (request) => subscriptions.listPlans(stylistOf(request).stylistId),
  );

  app.post(
    `${BASE}/checkout`,
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: { tags, summary: 'Start a hosted checkout; answers with its URL', body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
    },
    async (request) => subscriptions.checkout(stylistOf(request), request.body),
  );

  app.post(
    `${BASE}/portal`,
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: {
        tags,
        summary: "The provider's page for her own subscription (change plan, cancel, invoices); answers with its URL (409 when she has none)",
        body: portalRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => subscriptions.portal(stylistOf(request), request.body),
  );

  app.post(
    `${BASE}/start-trial`,
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: { tags, summary: 'Start the one free trial (no card)', body: startTrialRequestSchema, response: { 200: subscriptionStatusResponseSchema } },
    },
    async (request) => subscriptions.startTrial(stylistOf(request), request.body.priceId),
  );

  app.post(
    `${BASE}/check-promo-code`,
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner'), promoAttempts],
      schema: { tags, summary: 'The discount of a code (404 when it cannot be used, also an amount-off code in another currency than hers; 429 after too many attempts)', body: promoCodeRequestSchema, response: { 200: promoCodeResponseSchema } },
    },
    async (request) => promoCodes.check(stylistOf(request).stylistId, request.body.promoCode),
  );

  app.post(
    `${BASE}/apply-promo-code`,
    {
      onRequest: [app.requireStylist, app.requireMemberRole('owner'), promoAttempts],
      schema: {
        tags,
        summary: 'Apply a code to the running subscription, or keep it for the next checkout (422 when it cannot be applied; 429 after too many attempts)',
        body: promoCodeRequestSchema,
        response: { 200: applyPromoCodeResponseSchema },
      },
    },
    async (request) => promoCodes.apply(stylistOf(request).stylistId, request.body.promoCode),
  );
};
