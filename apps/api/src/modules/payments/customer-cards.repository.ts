import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAccounts, paymentCards, paymentCustomers } from '../../db/schema/index';

export type PaymentCardRow = typeof paymentCards.$inferSelect;
export type NewPaymentCard = Omit<typeof paymentCards.$inferInsert, 'id' | 'createdAt'>;

export type CustomerCardsRepository = ReturnType<typeof createCustomerCardsRepository>;

/** Our record of gateway customers and saved cards (never a card number). */
export function createCustomerCardsRepository(db: Db) {
  return {
    async customerAccount(customerAccountId: number) {
      const [row] = await db
        .select({
          email: customerAccounts.email,
          name: customerAccounts.name,
          lastname: customerAccounts.lastname,
        })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, customerAccountId));
      return row ?? null;
    },
    async findCustomer(customerAccountId: number, provider: string): Promise<string | null> {
      const [row] = await db
        .select({ id: paymentCustomers.gatewayCustomerId })
        .from(paymentCustomers)
        .where(
          and(
            eq(paymentCustomers.customerAccountId, customerAccountId),
            eq(paymentCustomers.provider, provider),
          ),
        );
      return row?.id ?? null;
    },
    /** Keeps the first gateway customer stored for the account; returns the stored one. */
    async saveCustomer(
      customerAccountId: number,
      provider: string,
      gatewayCustomerId: string,
    ): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ customerAccountId, provider, gatewayCustomerId })
        .onConflictDoNothing();
      return (await this.findCustomer(customerAccountId, provider)) ?? gatewayCustomerId;
    },
    async customerAccountOf(provider: string, gatewayCustomerId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: paymentCustomers.customerAccountId })
        .from(paymentCustomers)
        .where(
          and(
            eq(paymentCustomers.provider, provider),
            eq(paymentCustomers.gatewayCustomerId, gatewayCustomerId),
          ),
        );
      return row?.id ?? null;
    },
    /** Records a card once; returns the stored row (whoever owns it). */
    async saveCard(card: NewPaymentCard): Promise<PaymentCardRow> {
      await db
        .insert(paymentCards)
        .values(card)
        .onConflictDoNothing({ target: paymentCards.gatewayCardId });
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.gatewayCardId, card.gatewayCardId));
      return row!;
    },
    async listCards(customerAccountId: number, provider: string): Promise<PaymentCardRow[]> {
      return db
        .select()
        .from(paymentCards)
        .where(
          and(
            eq(paymentCards.customerAccountId, customerAccountId),
            eq(paymentCards.provider, provider),
          ),
        )
        .orderBy(asc(paymentCards.id));
    },
  };
}
