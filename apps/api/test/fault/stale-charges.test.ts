import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner';
import { createLogger } from '../../src/lib/logger';
import { testConfig } from '../helpers';
import { createPaymentsFixture, type PaymentsFixture } from '../payments-fixture';
import { waitUntil } from './harness';

/**
 * A charge is recorded `pending` before the gateway call. If the request dies before the outcome is
 * recorded (a crash, a lost connection), the row blocks its fee ("already charged") and no stylist
 * is offered a retry: the job runner re-sends such charges after two minutes under their original
 * idempotency key, so the gateway charges at most once, and records the outcome once.
 */

let f: PaymentsFixture;
const runners: { runner: JobRunner; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  f = await createPaymentsFixture();
});
afterAll(async () => {
  for (const r of runners) await r.close();
  await f.close();
});

async function startRunner() {
  const url = (f.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const database = createDatabase(url, { max: 4 });
  const runner = createJobRunner({ databaseUrl: url, database, config: testConfig({ JOBS_POLL_SECONDS: '0.5' }), logger: createLogger('silent') });
  await runner.start();
  runners.push({ runner, close: async () => { await runner.stop(); await database.close(); } });
}

async function pendingCharge(appointmentId: number, key: string, age: string) {
  await f.pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, payment_card_id, idempotency_key, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2, 'no-show-fee', 4000, 'usd', 'sandbox', id, $3, now() - $4::interval, now() - $4::interval
     FROM payment_cards WHERE gateway_card_id = 'pm_sandbox_demo_carla_visa'`,
    [f.anna.id, appointmentId, key, age],
  );
}

const state = async (appointmentId: number) => {
  const charges = await f.pool.query<{ status: string; gateway_payment_id: string | null }>(
    'SELECT status, gateway_payment_id FROM payment_charges WHERE appointment_id = $1',
    [appointmentId],
  );
  const gateway = await f.pool.query<{ id: string; idempotency_key: string }>(
    "SELECT id, idempotency_key FROM sandbox_charges WHERE metadata->>'appointmentId' = $1",
    [String(appointmentId)],
  );
  const events = await f.pool.query(
    "SELECT 1 FROM notification_events WHERE kind = 'payment.fee-charged' AND (payload->>'appointmentId')::bigint = $1",
    [appointmentId],
  );
  return { charges: charges.rows, gateway: gateway.rows, feeEvents: events.rows.length };
};

describe('charges left pending by a lost request', { timeout: 60_000 }, () => {
  it('are re-sent by the job runners under their own key: charged once, recorded once, notified once', async () => {
    const stale = await f.appointment({ state: 'no_show' });
    const fresh = await f.appointment({ state: 'no_show' });
    await pendingCharge(stale, 'chairly-charge-stale-1', '3 minutes');
    await pendingCharge(fresh, 'chairly-charge-fresh-1', '10 seconds');
    // Two runners (two API instances) race for it.
    await startRunner();
    await startRunner();
    const settled = await waitUntil(async () => {
      const now = await state(stale);
      return now.charges[0]?.status === 'succeeded' && now;
    }, 'the stale charge to be settled');
    expect(settled.gateway).toEqual([{ id: settled.charges[0]!.gateway_payment_id, idempotency_key: 'chairly-charge-stale-1' }]);
    // A charge younger than two minutes may still be in flight: left alone.
    expect(await state(fresh)).toMatchObject({ charges: [{ status: 'pending', gateway_payment_id: null }], gateway: [] });
    // The relay moved at most one fee event for it into pg-boss: one customer message.
    await waitUntil(async () => (await state(stale)).feeEvents === 0, 'the fee event to be relayed');
    const jobs = await f.pool.query(
      "SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND data->'event'->>'kind' = 'payment.fee-charged' AND (data->'event'->>'appointmentId')::bigint = $1",
      [stale],
    );
    expect(jobs.rows).toHaveLength(1);
  });
});
