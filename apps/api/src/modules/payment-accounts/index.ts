import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createPaymentAccountsRepository } from './payment-accounts.repository';
import { paymentAccountsRoutes } from './payment-accounts.routes';
import { createPaymentAccountsService, type PaymentProviderName } from './payment-accounts.service';

export { type PaymentAccountsService, type PaymentProviderName } from './payment-accounts.service';

export function createPaymentAccounts(db: Db, provider: PaymentProviderName) {
  return createPaymentAccountsService(createPaymentAccountsRepository(db), provider);
}

export const paymentAccountsModule: FastifyPluginAsync<{ provider: PaymentProviderName }> = async (app, { provider }) => {
  await app.register(paymentAccountsRoutes, { service: createPaymentAccounts(app.db, provider) });
};
