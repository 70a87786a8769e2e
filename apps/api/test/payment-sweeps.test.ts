import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { createJobRunner } from '../src/jobs/job-runner';
import { createLogger } from '../src/lib/logger';
import { leaseStatement } from '../src/modules/payments/index';
import { testConfig } from './helpers';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';

/**
 * Issue #30 / #33: the payment sweeps are pg-boss schedules (every minute, one round for all
 * instances), not a timer on every instance, and each reads only pending rows through a partial
 * index, however many settled charges and refunds the tables hold.
 */
let f: PaymentsFixture;

beforeAll(async () => {
  f = await createPaymentsFixture();
});
afterAll(async () => f.close());

/** The index names in a JSON plan, wherever they sit in its tree. */
function indexesIn(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesIn);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  return [...own, ...Object.values(node).flatMap(indexesIn)];
}

async function planOf(table: 'payment_charges' | 'payment_refunds') {
  const result = await f.app.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${leaseStatement(table, 120_000, 20)}`);
  const plan = result.rows[0]!['QUERY PLAN'];
  return { indexes: indexesIn(plan), text: JSON.stringify(plan) };
}

describe('the payment sweeps', { timeout: 120_000 }, () => {
  it('are pg-boss schedules, every minute', async () => {
    const url = (f.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = createDatabase(url, { max: 2 });
    const runner = createJobRunner({ databaseUrl: url, database, config: testConfig(), logger: createLogger('silent') });
    await runner.start();
    try {
      const { rows } = await f.pool.query("SELECT name, cron FROM pgboss.schedule WHERE name LIKE 'payments.%' ORDER BY name");
      expect(rows).toEqual([
        { name: 'payments.resume-charges', cron: '* * * * *' },
        { name: 'payments.sweep-deposits', cron: '* * * * *' },
      ]);
    } finally {
      await runner.stop();
      await database.close();
    }
  });

  it('lease pending charges and refunds through their partial indexes among 20,000 settled rows', async () => {
    const appointment = await f.appointment({ state: 'no_show' });
    // Settled charges (declined and failed ones are outside the once-only index), a few pending.
    await f.pool.query(
      `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, 'no-show-fee', 4000, 'eur', 'sandbox', CASE WHEN g % 2 = 0 THEN 'declined' ELSE 'failed' END,
              'sweep-plan-' || g, now() - interval '1 day', now() - interval '1 day'
       FROM generate_series(1, 20000) g`,
      [f.anna.id, appointment],
    );
    const { rows } = await f.pool.query<{ id: string }>("SELECT id FROM payment_charges WHERE idempotency_key = 'sweep-plan-1'");
    await f.pool.query(
      `INSERT INTO payment_refunds (id, charge_id, stylist_id, appointment_id, amount_cents, reason, provider, status, idempotency_key, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, $3, 100, 'stylist-refund', 'sandbox', 'failed', 'sweep-plan-refund-' || g, now() - interval '1 day', now() - interval '1 day'
       FROM generate_series(1, 20000) g`,
      [rows[0]!.id, f.anna.id, appointment],
    );
    await f.pool.query('ANALYZE payment_charges');
    await f.pool.query('ANALYZE payment_refunds');

    const charges = await planOf('payment_charges');
    expect(charges.indexes, charges.text).toContain('payment_charges_pending_idx');
    expect(charges.text).not.toMatch(/"Seq Scan"[^}]*"Relation Name": "payment_charges"/);
    const refunds = await planOf('payment_refunds');
    expect(refunds.indexes, refunds.text).toContain('payment_refunds_pending_idx');
  });
});
