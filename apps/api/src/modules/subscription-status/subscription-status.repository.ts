import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/index';

export type SubscriptionRow = Pick<
  typeof subscriptions.$inferSelect,
  'status' | 'priceId' | 'trialEndsAt' | 'currentPeriodEnd' | 'trialUsed' | 'cancelAtPeriodEnd'
>;

export type SubscriptionStatusRepository = ReturnType<typeof createSubscriptionStatusRepository>;

export function createSubscriptionStatusRepository(db: Db) {
  return {
    async findByStylist(stylistId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select({
          status: subscriptions.status,
          priceId: subscriptions.priceId,
          trialEndsAt: subscriptions.trialEndsAt,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          trialUsed: subscriptions.trialUsed,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(subscriptions)
        .where(eq(subscriptions.stylistId, stylistId));
      return row;
    },
  };
}
