import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/transactions';

/**
 * Whom an erasure is about (D45): her customer rows (at one stylist, or at all of them), her sign-in
 * account when she asked for everything, and what identifies her in free text and recipients.
 */
export type ErasureTarget = {
  customerIds: number[];
  /** The stylists of those rows. */
  stylistIds: number[];
  /** Her customer account: deleted only when she asked for everything (scope `all`). */
  accountId: number | null;
  emails: string[];
  /** Her numbers as digits only: messages write them formatted (`+49 151 …`), rows in E.164. */
  phoneDigits: string[];
  /** "Name Lastname" as she gave it to each stylist and to her account. */
  fullNames: string[];
};

/**
 * One table's part of an erasure, run in the erasure's transaction after the stylists' locks and the
 * checks (nothing booked ahead, no payment running). A module that adds a table holding personal
 * data adds its eraser to ERASERS below; privacy.test.ts searches every text and jsonb column of
 * every table afterwards, so a forgotten one fails there.
 */
export type Eraser = { table: string; erase: (tx: Tx, target: ErasureTarget) => Promise<void> };

/** A bigint[] parameter (an empty list is an empty array). */
export const ids = (values: number[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::bigint[]`;
const texts = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether `column` names her: one of her e-mails, numbers (by digits) or full names, case-insensitive. */
function mentions(column: SQL, target: ErasureTarget): SQL {
  const words = [...target.emails, ...target.fullNames].filter((w) => w.trim().length >= 3).map((w) => `%${escapeLike(w)}%`);
  const digits = target.phoneDigits.filter((d) => d.length >= 6).map((d) => `%${d}%`);
  const byWord = words.length > 0 ? sql`${column} ILIKE ANY (${texts(words)})` : sql`false`;
  const byDigits = digits.length > 0 ? sql`regexp_replace(${column}, '[^0-9]', '', 'g') LIKE ANY (${texts(digits)})` : sql`false`;
  return sql`(${byWord} OR ${byDigits})`;
}

const recipients = (target: ErasureTarget) => [...target.emails.map((e) => e.toLowerCase()), ...target.phoneDigits.map((d) => `+${d}`)];

export const ERASERS: Eraser[] = [
  {
    // A running hold is not a booking (nothing is owed): it is released, freeing its time.
    table: 'appointments (holds)',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`
        WITH released AS (
          UPDATE appointments SET state = 'released', hold_expires_at = NULL, updated_at = now()
          WHERE customer_id = ANY (${ids(customerIds)}) AND state = 'held' RETURNING id)
        INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor)
        SELECT id, 'held', 'released', 'system' FROM released`);
    },
  },
  {
    // Amounts, dates, states, services and charges stay (the stylist's bookkeeping); her note and card go.
    table: 'appointments',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`UPDATE appointments SET note = '', card_id = NULL, updated_at = now() WHERE customer_id = ANY (${ids(customerIds)})`);
    },
  },
  {
    // The rating stays in her average; the words are hers.
    table: 'reviews',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`UPDATE reviews SET comment = '', updated_at = now() WHERE customer_id = ANY (${ids(customerIds)})`);
    },
  },
  {
    table: 'waitlist_entries',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`DELETE FROM waitlist_entries WHERE customer_id = ANY (${ids(customerIds)})`);
    },
  },
  {
    table: 'consultation_requests',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`DELETE FROM consultation_requests WHERE customer_id = ANY (${ids(customerIds)})`);
    },
  },
  {
    // Messages to her, and the stylist's messages that name her (a new booking, a cancellation).
    table: 'outbox_messages',
    erase: async (tx, target) => {
      await tx.execute(sql`
        DELETE FROM outbox_messages
        WHERE lower(recipient) = ANY (${texts(recipients(target))}) OR ${mentions(sql`recipient`, target)}
           OR ${mentions(sql`subject`, target)} OR ${mentions(sql`text_body`, target)} OR ${mentions(sql`coalesce(html_body, '')`, target)}`);
    },
  },
  {
    // The log keeps "sent once" for the stylist's jobs; the address in it is replaced.
    table: 'notification_log',
    erase: async (tx, target) => {
      await tx.execute(sql`
        UPDATE notification_log SET recipient = 'erased:' || id
        WHERE lower(recipient) = ANY (${texts(recipients(target))}) OR ${mentions(sql`recipient`, target)}`);
    },
  },
  {
    // Events not yet relayed that carry her contact (relayed ones are deleted by the relay).
    table: 'notification_events',
    erase: async (tx, target) => {
      await tx.execute(sql`DELETE FROM notification_events WHERE ${mentions(sql`payload::text`, target)}`);
    },
  },
  {
    // The sandbox gateway's copy of her (Stripe keeps its own: D45). Its charges stay.
    table: 'sandbox_customers',
    erase: async (tx, target) => {
      await tx.execute(sql`
        UPDATE sandbox_customers SET email = '', name = ''
        WHERE lower(email) = ANY (${texts(target.emails.map((e) => e.toLowerCase()))}) OR ${mentions(sql`name`, target)}`);
    },
  },
  {
    // Webhook bodies already made (D47): kept as a log entry, without her data, also if sent again.
    table: 'webhook_deliveries',
    erase: async (tx, target) => {
      if (target.stylistIds.length === 0) return;
      await tx.execute(sql`
        UPDATE webhook_deliveries SET body = jsonb_build_object('id', event_id, 'type', event, 'erased', true)::text
        WHERE stylist_id = ANY (${ids(target.stylistIds)})
          AND (${mentions(sql`body`, target)}
            -- Her customer record and her review's words carry no name to match: found by her customer id.
            OR (body::jsonb #>> '{data,customer,id}')::bigint = ANY (${ids(target.customerIds)})
            OR (body::jsonb #>> '{data,review,customerId}')::bigint = ANY (${ids(target.customerIds)}))`);
    },
  },
  {
    // A whole-account archive made before (issue #32.1) holds her: it expires now; a new one is without her.
    table: 'data_exports',
    erase: async (tx, { stylistIds }) => {
      if (stylistIds.length === 0) return;
      await tx.execute(sql`
        UPDATE data_exports SET archive = NULL, expires_at = LEAST(expires_at, now()), updated_at = now()
        WHERE stylist_id = ANY (${ids(stylistIds)}) AND archive IS NOT NULL`);
    },
  },
  {
    table: 'customers',
    erase: async (tx, { customerIds }) => {
      await tx.execute(sql`
        UPDATE customers
        SET name = '', last_name = '', email = '', phone = '', notes = '', deleted = true,
            customer_account_id = NULL, erased_at = now(), updated_at = now()
        WHERE id = ANY (${ids(customerIds)})`);
    },
  },
  {
    // Everything: her sessions end on every instance (the revocation trigger), then the account goes
    // with its saved cards and gateway customers (ON DELETE CASCADE).
    table: 'customer_accounts',
    erase: async (tx, { accountId }) => {
      if (accountId === null) return;
      await tx.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE customer_account_id = ${accountId} AND revoked_at IS NULL`);
      await tx.execute(sql`DELETE FROM customer_accounts WHERE id = ${accountId}`);
    },
  },
];
