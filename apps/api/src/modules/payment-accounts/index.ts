import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createPaymentAccountsRepository, type AccountHolder } from './payment-accounts.repository';
import { paymentAccountsRoutes } from './payment-accounts.routes';
import { createPaymentAccountsService, type PaymentProviderName } from './payment-accounts.service';

export { type PaymentAccountsService, type PaymentProviderName } from './payment-accounts.service';
export { createPaymentAccountsRepository, holderMember, type AccountHolder } from './payment-accounts.repository';
export { holderOf } from './payment-accounts.routes';

export function createPaymentAccounts(db: Db, provider: PaymentProviderName) {
  return createPaymentAccountsService(createPaymentAccountsRepository(db), provider);
}

type Options = {
  provider: PaymentProviderName;
  /** Re-reads the account from the gateway before GET answers (the payments module provides it). */
  refresh?: (holder: AccountHolder) => Promise<void>;
};

export const paymentAccountsModule: FastifyPluginAsync<Options> = async (app, { provider, refresh }) => {
  await app.register(paymentAccountsRoutes, { service: createPaymentAccounts(app.db, provider), ...(refresh ? { refresh } : {}) });
};
