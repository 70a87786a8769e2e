import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db, PgBoss } from 'pg-boss';
import type { NotificationEvent } from '../modules/notifications/index';
import { fanOutWebhooks } from '../modules/webhooks/index';
import { QUEUE_OPTIONS, QUEUES, reminderKey } from './queues';
import { memberJob, memberNoticeOf, planEvent, reminderStartAfter } from './relay-plan';

const BATCH = 100;
// Any fixed number: serialises reminder scheduling per appointment across relays.
const REMINDER_LOCK = 727_010;

type Deps = { pool: pg.Pool; boss: PgBoss; logger: FastifyBaseLogger; now?: () => Date; defaultCurrency: string };

/**
 * Moves committed `notification_events` into pg-boss: each batch is locked (SKIP LOCKED, so several
 * relays share the work), turned into jobs with `send(..., { db })` on the same connection, and
 * deleted, all in one transaction. A crash before COMMIT leaves the events for the next run.
 */
export function createEventRelay({ pool, boss, logger, now = () => new Date(), defaultCurrency }: Deps) {
  async function syncReminder(db: Db, client: pg.PoolClient, stylistId: number, appointmentId: number) {
    await client.query('SELECT pg_advisory_xact_lock($1, $2::int)', [REMINDER_LOCK, appointmentId % 2_147_483_647]);
    const key = reminderKey(appointmentId);
    const pending = await client.query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
      [QUEUES.appointmentReminder, key],
    );
    if (pending.rows.length > 0) await boss.cancel(QUEUES.appointmentReminder, pending.rows.map((r) => r.id), { db });
    const { rows } = await client.query<{ state: string; starts_at: Date; appointment_reminder: boolean; appointment_reminder_hours: number }>(
      `SELECT a.state, a.starts_at, s.appointment_reminder, s.appointment_reminder_hours
       FROM appointments a JOIN stylists s ON s.id = a.stylist_id WHERE a.id = $1 AND a.stylist_id = $2`,
      [appointmentId, stylistId],
    );
    const row = rows[0];
    if (!row || row.state !== 'booked') return;
    const startAfter = reminderStartAfter(row.starts_at, row.appointment_reminder_hours, row.appointment_reminder, now());
    if (!startAfter) return;
    const data = { stylistId, appointmentId, startsAt: row.starts_at.toISOString() };
    await boss.send(QUEUES.appointmentReminder, data, { ...QUEUE_OPTIONS[QUEUES.appointmentReminder], startAfter, singletonKey: key, db });
  }

  /** Issue #34 (D68): whether the appointment is with a member other than the owner (she is told of it too). */
  async function withOtherMember(client: pg.PoolClient, stylistId: number, appointmentId: number): Promise<boolean> {
    const { rows } = await client.query(
      `SELECT 1 FROM appointments a JOIN members m ON m.id = a.member_id WHERE a.id = $1 AND a.stylist_id = $2 AND m.role <> 'owner' AND m.active`,
      [appointmentId, stylistId],
    );
    return rows.length > 0;
  }

  /** Relays one batch; returns how many events it moved. */
  async function relayBatch(): Promise<number> {
    const client = await pool.connect();
    const db: Db = { executeSql: (text, values) => client.query(text, values) };
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string; payload: NotificationEvent }>(
        'SELECT id, payload FROM notification_events ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
        [BATCH],
      );
      for (const { payload } of rows) {
        const plan = planEvent(payload);
        for (const job of plan.jobs) await boss.send(job.queue, job.data, { ...QUEUE_OPTIONS[job.queue], db });
        const notice = memberNoticeOf(payload);
        if (notice && (await withOtherMember(client, notice.stylistId, notice.appointmentId))) {
          const job = memberJob(payload);
          await boss.send(job.queue, job.data, { ...QUEUE_OPTIONS[job.queue], db });
        }
        if (plan.syncReminder) await syncReminder(db, client, plan.syncReminder.stylistId, plan.syncReminder.appointmentId);
        // Issue #32 (3b): her webhooks hear of it too, one delivery per subscribed endpoint, in this transaction.
        for (const deliveryId of await fanOutWebhooks(client, payload, defaultCurrency)) {
          await boss.send(QUEUES.webhookDeliver, { deliveryId }, { ...QUEUE_OPTIONS[QUEUES.webhookDeliver], db });
        }
      }
      if (rows.length > 0) await client.query('DELETE FROM notification_events WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
      await client.query('COMMIT');
      if (rows.length > 0) logger.debug({ events: rows.length }, 'notification events relayed');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    /** Relays until the outbox is empty. */
    async drain(): Promise<number> {
      let total = 0;
      for (let moved = await relayBatch(); moved > 0; moved = moved === BATCH ? await relayBatch() : 0) total += moved;
      return total;
    },
  };
}
export type EventRelay = ReturnType<typeof createEventRelay>;
