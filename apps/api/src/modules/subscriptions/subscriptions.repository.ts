import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAccounts, members, stylists, subscriptions } from '../../db/schema/index';
import type { BillingProvider, BillingSubscriptionState, StoredSubscriptionStatus } from '../../gateways/billing/index';

type AccountPatch = Partial<Pick<typeof billingAccounts.$inferInsert, 'customerId' | 'subscriptionId' | 'pendingPromoCode' | 'appliedPromoCode'>>;
type SubscriptionState = Omit<BillingSubscriptionState, 'subscriptionId'>;

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;

export function createSubscriptionsRepository(db: Db) {
  return {
    async findStatus(stylistId: number) {
      const [row] = await db
        .select({
          status: subscriptions.status,
          trialEndsAt: subscriptions.trialEndsAt,
          trialUsed: subscriptions.trialUsed,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          quantity: subscriptions.quantity,
        })
        .from(subscriptions)
        .where(eq(subscriptions.stylistId, stylistId));
      return row;
    },

    /** D67: the business's active members, the subscription's quantity (the owner always counts). */
    async activeMembers(stylistId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(and(eq(members.stylistId, stylistId), eq(members.active, true)));
      return Math.max(1, row?.n ?? 0);
    },

    /** D67: the quantity the provider now bills (a row without a subscription keeps it for the next one). */
    async saveQuantity(stylistId: number, quantity: number) {
      await db
        .insert(subscriptions)
        .values({ stylistId, quantity })
        .onConflictDoUpdate({ target: subscriptions.stylistId, set: { quantity, updatedAt: new Date() } });
    },

    async findStylistEmail(stylistId: number): Promise<string | undefined> {
      const [row] = await db.select({ email: stylists.email }).from(stylists).where(eq(stylists.id, stylistId));
      return row?.email;
    },

    async findAccount(stylistId: number) {
      const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.stylistId, stylistId));
      return row;
    },

    async findStylistByCustomer(customerId: string): Promise<number | undefined> {
      const [row] = await db.select({ stylistId: billingAccounts.stylistId }).from(billingAccounts).where(eq(billingAccounts.customerId, customerId));
      return row?.stylistId;
    },

    async upsertAccount(stylistId: number, provider: BillingProvider, patch: AccountPatch) {
      await db
        .insert(billingAccounts)
        .values({ stylistId, provider, ...patch })
        .onConflictDoUpdate({ target: billingAccounts.stylistId, set: { ...patch, updatedAt: sql`now()` } });
    },

    /** Marks the stylist's one free trial as taken; false when it was taken before (also under concurrency). */
    async claimTrial(stylistId: number): Promise<boolean> {
      const rows = await db
        .insert(subscriptions)
        .values({ stylistId, trialUsed: true })
        .onConflictDoUpdate({
          target: subscriptions.stylistId,
          set: { trialUsed: true, updatedAt: sql`now()` },
          setWhere: eq(subscriptions.trialUsed, false),
        })
        .returning({ stylistId: subscriptions.stylistId });
      return rows.length === 1;
    },

    /** Gives the trial back when the provider could not start it. */
    async releaseTrial(stylistId: number) {
      await db.update(subscriptions).set({ trialUsed: false }).where(and(eq(subscriptions.stylistId, stylistId), eq(subscriptions.status, 'none')));
    },

    async saveState(stylistId: number, state: SubscriptionState) {
      const values = { ...state, updatedAt: new Date() };
      await db
        .insert(subscriptions)
        .values({ stylistId, ...values })
        .onConflictDoUpdate({ target: subscriptions.stylistId, set: values });
    },

    /**
     * The sandbox portal's plan switch: one statement on a running subscription she has not
     * cancelled, touching the price only, so a concurrent cancel or resume is never overwritten.
     */
    async switchPrice(stylistId: number, priceId: string, running: readonly StoredSubscriptionStatus[]): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ priceId, updatedAt: new Date() })
        .where(and(eq(subscriptions.stylistId, stylistId), inArray(subscriptions.status, [...running]), eq(subscriptions.cancelAtPeriodEnd, false)))
        .returning({ stylistId: subscriptions.stylistId });
      return rows.length === 1;
    },

    /**
     * The sandbox portal's cancel (true) or resume (false) of a running subscription whose period has
     * not ended (a plan that ended stays ended); the flag only, for the same reason.
     */
    async setCancelAtPeriodEnd(stylistId: number, cancel: boolean, running: readonly StoredSubscriptionStatus[]): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.stylistId, stylistId),
            inArray(subscriptions.status, [...running]),
            or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, sql`now()`)),
          ),
        )
        .returning({ stylistId: subscriptions.stylistId });
      return rows.length === 1;
    },

    /**
     * A failed subscription payment: an active or trialing subscription becomes past_due. Idempotent;
     * a canceled, expired or never-paid (incomplete) one keeps its status, so a late or repeated
     * invoice.payment_failed cannot bring back a subscription that ended.
     */
    async markPastDue(stylistId: number) {
      await db
        .update(subscriptions)
        .set({ status: 'past_due', updatedAt: new Date() })
        .where(and(eq(subscriptions.stylistId, stylistId), inArray(subscriptions.status, ['active', 'trialing'])));
    },
  };
}
