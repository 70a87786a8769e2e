import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export function createDevOutboxRepository(db: Db) {
  return {
    list(limit: number): Promise<OutboxMessage[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
    },
    async find(id: number): Promise<OutboxMessage | null> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row ?? null;
    },
  };
}
export type DevOutboxRepository = ReturnType<typeof createDevOutboxRepository>;
