import type { Db } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema/index';

export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;

/** Built on the transaction that handles the event (see webhook.service.ts). */
export function createWebhookEventsRepository(db: Db) {
  return {
    /**
     * True the first time an event id is seen; false when a committed handling recorded it. The
     * row stays uncommitted until the event's effects commit with it: a concurrent delivery of
     * the same id waits here for that transaction, then finds it recorded (committed) or handles
     * it itself (rolled back, e.g. the process died).
     */
    async record(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      return rows.length === 1;
    },
  };
}
