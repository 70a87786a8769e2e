import type { Db } from '../../db/client';
import { outboxMessages, type OutboxAttachment } from '../../db/schema/index';

export type OutboxEntry = {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
};

/** The dev outbox's only write: one stored message (listed at /dev/outbox). */
export function createOutboxStore(db: Db) {
  return {
    async store(entry: OutboxEntry): Promise<void> {
      await db.insert(outboxMessages).values({
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject,
        textBody: entry.text,
        htmlBody: entry.html,
        attachments: entry.attachments,
      });
    },
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;
