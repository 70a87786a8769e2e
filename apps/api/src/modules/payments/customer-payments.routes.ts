import {
  addCardRequestSchema,
  cardSetupSchema,
  paymentCustomerSchema,
  savedCardListSchema,
  savedCardSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../plugins/auth';
import type { CustomerCardsService } from './customer-cards.service';

const BASE = '/api/logged-customer/payment';

export const customerPaymentsRoutes: FastifyPluginAsyncZod<{
  service: CustomerCardsService;
}> = async (app, { service }) => {
  const guard = { onRequest: app.requireCustomer };
  app.post(
    `${BASE}/create-customer`,
    {
      ...guard,
      schema: {
        tags: ['customer'],
        summary: "The customer's account at the payment gateway (idempotent)",
        response: { 200: paymentCustomerSchema },
      },
    },
    async (request) => service.createCustomer(customerOf(request).customerAccountId),
  );
  app.post(
    `${BASE}/customer/card-setup`,
    {
      ...guard,
      schema: {
        tags: ['customer'],
        summary: 'What the browser needs to collect a card (Stripe Elements, or the sandbox form)',
        response: { 200: cardSetupSchema },
      },
    },
    async (request) => service.cardSetup(customerOf(request).customerAccountId),
  );
  app.post(
    `${BASE}/customer/add-card`,
    {
      ...guard,
      schema: {
        tags: ['customer'],
        summary: 'Save a card collected by the browser (sandbox token or Stripe payment method id)',
        body: addCardRequestSchema,
        response: { 200: savedCardSchema },
      },
    },
    async (request) =>
      service.addCard(customerOf(request).customerAccountId, request.body.cardToken),
  );
  app.get(
    `${BASE}/customer/cards-list`,
    {
      ...guard,
      schema: {
        tags: ['customer'],
        summary: "The customer's saved cards (never the number)",
        response: { 200: savedCardListSchema },
      },
    },
    async (request) => service.listCards(customerOf(request).customerAccountId),
  );
};
