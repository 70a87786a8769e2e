import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema/index';

export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;

export function createWebhookEventsRepository(db: Db) {
  return {
    /** True the first time an event id is seen; false for a replay or a duplicate delivery. */
    async record(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      return rows.length === 1;
    },
    /** Handling failed: the provider's retry must be processed again. */
    async forget(id: string): Promise<void> {
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
    },
  };
}
