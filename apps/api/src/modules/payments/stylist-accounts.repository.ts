import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts, paymentOnboardingRequests, stylists } from '../../db/schema/index';
import { createPaymentAccountsRepository } from '../payment-accounts/index';

export type StylistAccountsRepository = ReturnType<typeof createStylistAccountsRepository>;

/** Our record of each stylist's connected account (payment_accounts, stylists.stripe_*). */
export function createStylistAccountsRepository(db: Db) {
  const accounts = createPaymentAccountsRepository(db);
  return {
    /** Contact details, flag and provider account; null for an unknown stylist (payment-accounts' read). */
    find: accounts.find,
    /** Stores a newly created account and marks that onboarding has started. */
    async saveAccount(stylistId: number, provider: string, accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(paymentAccounts)
          .values({ stylistId, provider, accountId })
          .onConflictDoUpdate({
            target: paymentAccounts.stylistId,
            set: {
              provider,
              accountId,
              chargesEnabled: false,
              detailsSubmitted: false,
              updatedAt: new Date(),
            },
          });
        await tx
          .update(stylists)
          .set({ stripeId: accountId, updatedAt: new Date() })
          .where(eq(stylists.id, stylistId));
      });
    },
    async requestOnboarding(stylistId: number): Promise<void> {
      await db
        .insert(paymentOnboardingRequests)
        .values({ stylistId })
        .onConflictDoUpdate({
          target: paymentOnboardingRequests.stylistId,
          set: { requestedAt: new Date() },
        });
    },
    async hasOnboardingRequest(stylistId: number): Promise<boolean> {
      const rows = await db
        .select()
        .from(paymentOnboardingRequests)
        .where(eq(paymentOnboardingRequests.stylistId, stylistId));
      return rows.length > 0;
    },
    async stylistOfAccount(provider: string, accountId: string): Promise<number | null> {
      const [row] = await db
        .select({ stylistId: paymentAccounts.stylistId })
        .from(paymentAccounts)
        .where(
          and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)),
        );
      return row?.stylistId ?? null;
    },
    /**
     * Records what the gateway reports. Charges enabled after an onboarding request flag the
     * account enabled again (a plain status read never undoes an Unlink).
     */
    async applyGatewayState(
      stylistId: number,
      state: { chargesEnabled: boolean; detailsSubmitted: boolean },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentAccounts)
          .set({
            chargesEnabled: state.chargesEnabled,
            detailsSubmitted: state.detailsSubmitted,
            updatedAt: new Date(),
          })
          .where(eq(paymentAccounts.stylistId, stylistId));
        if (!state.chargesEnabled) return;
        const done = await tx
          .delete(paymentOnboardingRequests)
          .where(eq(paymentOnboardingRequests.stylistId, stylistId))
          .returning();
        if (done.length > 0)
          await tx
            .update(stylists)
            .set({ stripeAccountEnabled: true, updatedAt: new Date() })
            .where(eq(stylists.id, stylistId));
      });
    },
  };
}
