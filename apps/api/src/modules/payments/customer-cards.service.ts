import { AppError, type CardSetup, type PaymentCustomer, type SavedCard } from '@chairly/shared';
import { randomUUID } from 'node:crypto';
import type { GatewayCard, PaymentGateway } from '../../gateways/payments/index';
import type { CustomerCardsRepository, PaymentCardRow } from './customer-cards.repository';

type Deps = {
  repository: Pick<
    CustomerCardsRepository,
    'customerAccount' | 'findCustomer' | 'saveCustomer' | 'saveCard' | 'listCards'
  >;
  gateway: Pick<PaymentGateway, 'name' | 'createCustomer' | 'createCardSetup' | 'attachCard'>;
  publishableKey: string | undefined;
};

const toSavedCard = (row: PaymentCardRow): SavedCard => ({
  id: row.gatewayCardId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** A customer's gateway customer and saved cards; card data itself never passes through here. */
export function createCustomerCardsService({ repository, gateway, publishableKey }: Deps) {
  async function ensureCustomer(customerAccountId: number): Promise<string> {
    const existing = await repository.findCustomer(customerAccountId, gateway.name);
    if (existing) return existing;
    const account = await repository.customerAccount(customerAccountId);
    if (!account) throw new AppError('NOT_FOUND', 'Customer account not found');
    const name = `${account.name} ${account.lastname}`.trim();
    // The same key for the same account: concurrent first calls get one gateway customer.
    const id = await gateway.createCustomer(
      { customerAccountId, email: account.email, name },
      `chairly-customer-${gateway.name}-${customerAccountId}`,
    );
    return repository.saveCustomer(customerAccountId, gateway.name, id);
  }

  async function record(customerAccountId: number, card: GatewayCard): Promise<SavedCard> {
    const row = await repository.saveCard({
      customerAccountId,
      provider: gateway.name,
      gatewayCardId: card.cardId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    });
    if (row.customerAccountId !== customerAccountId)
      throw new AppError('NOT_FOUND', 'Unknown card token');
    return toSavedCard(row);
  }

  return {
    ensureCustomer,
    record,
    async createCustomer(customerAccountId: number): Promise<PaymentCustomer> {
      return { provider: gateway.name, customerId: await ensureCustomer(customerAccountId) };
    },
    async cardSetup(customerAccountId: number): Promise<CardSetup> {
      const customerId = await ensureCustomer(customerAccountId);
      const setup = await gateway.createCardSetup(customerId, `chairly-card-setup-${randomUUID()}`);
      if (setup.provider === 'sandbox') return setup;
      if (!publishableKey)
        throw new AppError(
          'UNAVAILABLE',
          'Card payments are not configured (STRIPE_PUBLISHABLE_KEY)',
        );
      return { ...setup, publishableKey };
    },
    async addCard(customerAccountId: number, cardToken: string): Promise<SavedCard> {
      const customerId = await ensureCustomer(customerAccountId);
      const card = await gateway.attachCard(
        customerId,
        cardToken,
        `chairly-attach-${customerId}-${cardToken}`,
      );
      if (!card) throw new AppError('NOT_FOUND', 'Unknown card token');
      return record(customerAccountId, card);
    },
    async listCards(customerAccountId: number): Promise<SavedCard[]> {
      return (await repository.listCards(customerAccountId, gateway.name)).map(toSavedCard);
    },
  };
}
export type CustomerCardsService = ReturnType<typeof createCustomerCardsService>;
