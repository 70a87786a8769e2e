import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts, paymentOnboardingRequests, stylists } from '../../db/schema/index';
import { createPaymentAccountsRepository, holderMember, type AccountHolder } from '../payment-accounts/index';

export type StylistAccountsRepository = ReturnType<typeof createStylistAccountsRepository>;

/** The holder is the business's owner: her account is the business's (stylists.stripe_*). */
const isOwner = (holder: AccountHolder) => sql`${holderMember(holder)} = owner_member_of(${holder.stylistId}::bigint)`;

/**
 * Our record of each member's connected account (payment_accounts; the owner's is the business's and
 * is mirrored in stylists.stripe_*, D66).
 */
export function createStylistAccountsRepository(db: Db) {
  const accounts = createPaymentAccountsRepository(db);
  return {
    /** Contact details, flag and provider account; null for an unknown holder (payment-accounts' read). */
    find: accounts.find,
    /** Stores a newly created account and marks that onboarding has started. */
    async saveAccount(holder: AccountHolder & { memberId: number }, provider: string, accountId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(paymentAccounts)
          .values({ stylistId: holder.stylistId, memberId: holder.memberId, provider, accountId })
          .onConflictDoUpdate({
            target: paymentAccounts.memberId,
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
          .where(and(eq(stylists.id, holder.stylistId), isOwner(holder)));
      });
    },
    async requestOnboarding(holder: AccountHolder & { memberId: number }): Promise<void> {
      await db
        .insert(paymentOnboardingRequests)
        .values({ stylistId: holder.stylistId, memberId: holder.memberId })
        .onConflictDoUpdate({
          target: paymentOnboardingRequests.memberId,
          set: { requestedAt: new Date() },
        });
    },
    async hasOnboardingRequest(holder: AccountHolder): Promise<boolean> {
      const rows = await db
        .select()
        .from(paymentOnboardingRequests)
        .where(sql`${paymentOnboardingRequests.memberId} = ${holderMember(holder)}`);
      return rows.length > 0;
    },
    /** Whose account a provider's account id is (a webhook's `account.updated`). */
    async holderOfAccount(provider: string, accountId: string): Promise<AccountHolder | null> {
      const [row] = await db
        .select({ stylistId: paymentAccounts.stylistId, memberId: paymentAccounts.memberId })
        .from(paymentAccounts)
        .where(
          and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)),
        );
      return row ? { stylistId: row.stylistId, memberId: row.memberId } : null;
    },
    /**
     * Records what the gateway reports. Charges enabled after an onboarding request flag the
     * business's account enabled again (a plain status read never undoes an Unlink).
     */
    async applyGatewayState(
      holder: AccountHolder,
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
          .where(sql`${paymentAccounts.memberId} = ${holderMember(holder)}`);
        if (!state.chargesEnabled) return;
        const done = await tx
          .delete(paymentOnboardingRequests)
          .where(sql`${paymentOnboardingRequests.memberId} = ${holderMember(holder)}`)
          .returning();
        if (done.length > 0)
          await tx
            .update(stylists)
            .set({ stripeAccountEnabled: true, updatedAt: new Date() })
            .where(and(eq(stylists.id, holder.stylistId), isOwner(holder)));
      });
    },
  };
}
