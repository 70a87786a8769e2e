import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../scripts/test/pg';
import { appointmentState, chargesOf, expectWholeDatabase, messageIdOf, prepareFaultData, type Customer, type FaultData } from './fixture';
import { expireOrphanedJobs, seeded, sleep, startApi, startSmtpSink, waitUntil, type ApiProcess, type Reply } from './harness';

/**
 * The API is SIGKILLed in the middle of bookings, fee charges, the outbox relay and a notification
 * job, at exact points (CHAIRLY_FAULT_PAUSE holds the process at a given statement, see
 * src/db/fault-pause.ts) and at random moments under load; each time a new process is started on
 * the same database. Time that would have to pass (pg-boss job expiry, the two minutes after which
 * a pending charge counts as lost) is fast-forwarded in SQL; everything else is the real code.
 */

const PAUSE = {
  /** The outbox insert: the last statement of confirm's transaction and of a charge's settlement. */
  outboxInsert: 'insert into "notification_events"',
  /** Before the sandbox gateway stores a charge: nothing has been charged yet. */
  gatewayCharge: 'insert into "sandbox_charges"',
  /** The relay's last statement: the pg-boss jobs are inserted in the same, uncommitted transaction. */
  relayDelete: 'delete from notification_events',
  /** Recording a charge's outcome: the gateway has charged. */
  chargeSettle: 'update "payment_charges"',
  /** A notification job claiming its message: fetched (active in pg-boss), nothing sent yet. */
  deliveryClaim: 'insert into notification_log',
};

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let f: FaultData;
let api: ApiProcess | null = null;

async function restart(pause: string[] = []) {
  await api?.kill();
  api = await startApi({ databaseUrl: testDb.url, smtpUrl: sink.url, pause });
  return api;
}

const count = async (sql: string, params: unknown[] = []) => Number((await f.pool.query<{ n: string }>(sql, params)).rows[0]?.n);
const sendJobs = (state: string) => count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification.send' AND state = $1", [state]);
const idOf = (reply: Reply) => (reply.body as { id: number }).id;

/** Every message the sink got, by Message-ID: each must be there exactly once. */
function duplicates(allowed: Set<string> = new Set()) {
  const seen = new Map<string, number>();
  for (const m of sink.messages) seen.set(`${m.to} ${m.messageId}`, (seen.get(`${m.to} ${m.messageId}`) ?? 0) + 1);
  return [...seen].filter(([key, n]) => n > 1 && !allowed.has(key.split(' ')[1]!));
}

beforeAll(async () => {
  testDb = await createTestDatabase('fault');
  sink = await startSmtpSink();
  f = await prepareFaultData(testDb.url);
});

afterAll(async () => {
  await api?.kill();
  await f?.database.close();
  await sink?.close();
  await testDb?.drop();
});

describe('the API killed mid-request', { timeout: 120_000 }, () => {
  const c: Customer[] = [];
  const holds: number[] = [];
  const fees: number[] = [];

  it('mid-confirm and before the gateway call: the confirmation rolls back whole, the charge stays pending uncharged', async () => {
    for (let i = 0; i < 3; i++) c.push(await f.customer());
    fees.push(await f.noShow(), await f.noShow());
    const run = await restart([PAUSE.outboxInsert, PAUSE.gatewayCharge]);
    for (const who of c) {
      const held = await f.hold(run, who);
      expect(held.status).toBe(201);
      holds.push(idOf(held));
    }
    const cut = [f.confirm(run, c[0]!, holds[0]!), f.chargeNoShow(run, fees[0]!)];
    await run.paused(2);
    await run.kill();
    expect((await Promise.all(cut)).map((r) => r.status)).toEqual([0, 0]);

    expect(await appointmentState(f.pool, holds[0]!)).toEqual({ state: 'held', history: ['∅→held'] });
    expect(await count('SELECT count(*) AS n FROM notification_events')).toBe(0);
    const charge = await chargesOf(f.pool, fees[0]!);
    expect(charge.rows.map((r) => r.status)).toEqual(['pending']);
    expect(charge.gatewayCharges).toBe(0);
    await expectWholeDatabase(f.pool);
  });

  it('mid-relay and after the gateway call: committed bookings keep their events, the charge is taken once and left pending', async () => {
    const run = await restart([PAUSE.relayDelete, PAUSE.chargeSettle]);
    // The customer retries: the hold is still theirs.
    expect((await f.confirm(run, c[0]!, holds[0]!)).status).toBe(200);
    expect((await f.confirm(run, c[1]!, holds[1]!)).status).toBe(200);
    const cut = f.chargeNoShow(run, fees[1]!);
    await run.paused(2);
    await run.kill();
    expect((await cut).status).toBe(0);

    for (const id of holds.slice(0, 2)) expect(await appointmentState(f.pool, id)).toEqual({ state: 'booked', history: ['∅→held', 'held→booked'] });
    // The relay's transaction died with the process: its jobs are gone, the events are still there.
    expect(await count('SELECT count(*) AS n FROM notification_events')).toBe(2);
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification.send'")).toBe(0);
    const charge = await chargesOf(f.pool, fees[1]!);
    expect(charge.rows.map((r) => r.status)).toEqual(['pending']);
    expect(charge.gatewayCharges).toBe(1);
    await expectWholeDatabase(f.pool);
  });

  it('mid-job: the relay moves each event once; the jobs left behind run after the restart, each message once', async () => {
    const run = await restart([PAUSE.deliveryClaim]);
    await run.paused(1);
    await waitUntil(async () => (await sendJobs('created')) === 3, 'the other three jobs to wait in the queue');
    await run.kill();
    expect(await count('SELECT count(*) AS n FROM notification_events')).toBe(0);
    expect(await sendJobs('active')).toBe(1);
    expect(sink.messages).toEqual([]);

    await restart();
    // The three queued jobs run at once; the one that was running when the process died waits for
    // pg-boss to expire it (5 minutes, fast-forwarded here), then its retry sends it.
    await waitUntil(() => sink.messages.length === 3, 'the three queued messages');
    expect(await sendJobs('active')).toBe(1);
    expect(await expireOrphanedJobs(testDb.url, f.pool)).toBe(1);
    await waitUntil(() => sink.messages.length === 4, 'the orphaned job to be retried');
    await waitUntil(async () => (await sendJobs('completed')) === 4, 'all four jobs completed');
    expect(duplicates()).toEqual([]);
    for (const id of holds.slice(0, 2)) {
      expect(sink.messages.filter((m) => m.messageId === messageIdOf('booking-confirmed', String(id), c[holds.indexOf(id)]!.email))).toHaveLength(1);
    }
    // The reminder of each booking is queued once, for later.
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'appointment.reminder' AND state = 'created'")).toBe(2);
  });

  it('charges left pending by the kills are settled once: uncharged ones charged, charged ones recorded, never twice', async () => {
    const run = api!;
    // Within two minutes a pending charge may still be in flight: a retry takes no money.
    const early = await f.chargeNoShow(run, fees[0]!);
    expect(early.status).toBe(409);
    expect((await chargesOf(f.pool, fees[0]!)).gatewayCharges).toBe(0);
    // Two minutes later (fast-forwarded) the runner re-sends them under their original keys.
    await f.pool.query("UPDATE payment_charges SET created_at = created_at - interval '3 minutes', updated_at = updated_at - interval '3 minutes' WHERE status = 'pending'");
    for (const fee of fees) {
      const settled = await waitUntil(async () => {
        const charge = await chargesOf(f.pool, fee);
        return charge.rows[0]?.status === 'succeeded' && charge;
      }, `charge of appointment ${fee} to be settled`);
      expect(settled.rows).toHaveLength(1);
      expect(settled.gatewayCharges).toBe(1);
      expect(settled.rows[0]!.gateway).toEqual([settled.rows[0]!.gateway_payment_id]);
    }
    // The customer hears of each fee once.
    const sent = await waitUntil(async () => {
      const { rows } = await f.pool.query<{ kind: string; ref: string; recipient: string }>(
        "SELECT kind, ref, recipient FROM notification_log WHERE kind = 'fee-charged' AND channel = 'email' AND status = 'sent'",
      );
      return rows.length === fees.length && rows;
    }, 'one fee message per charge');
    for (const row of sent) expect(sink.messages.filter((m) => m.messageId === messageIdOf(row.kind, row.ref, row.recipient))).toHaveLength(1);
    await expectWholeDatabase(f.pool);
    expect(duplicates()).toEqual([]);
  });

  it('killed at random moments under load: whatever answered 2xx is there, the rest is whole or absent, nothing is sent twice', async () => {
    const random = seeded(12);
    const succeeded = { holds: new Map<number, Customer>(), confirms: new Set<number>(), charges: new Set<number>() };
    // The process left running by the previous steps takes the load and is killed at a random moment.
    const run = api!;
    const customers: Customer[] = [];
    for (let i = 0; i < 10; i++) customers.push(await f.customer());
    const feeIds: number[] = [];
    for (let i = 0; i < 8; i++) feeIds.push(await f.noShow());
    const work = [
      ...customers.map(async (who, i) => {
        await sleep(i * 15);
        const held = await f.hold(run, who);
        if (held.status !== 201) return;
        succeeded.holds.set(idOf(held), who);
        const booked = await f.confirm(run, who, idOf(held));
        if (booked.status === 200) succeeded.confirms.add(idOf(held));
      }),
      ...feeIds.flatMap((id, i) =>
        [0, 1].map(async (n) => {
          await sleep(i * 20 + n * 5);
          if ((await f.chargeNoShow(run, id)).status === 200) succeeded.charges.add(id);
        }),
      ),
    ];
    await sleep(100 + Math.floor(random() * 400));
    await run.kill();
    await Promise.all(work);

    // Each message that was being sent at the instant of a kill may be sent again (the documented
    // at-least-once window); it keeps its Message-ID. Every other message must arrive once.
    const { rows: inFlight } = await f.pool.query<{ kind: string; ref: string; recipient: string }>(
      "SELECT kind, ref, recipient FROM notification_log WHERE status = 'sending' AND channel = 'email'",
    );
    const mayRepeat = new Set(inFlight.map((r) => messageIdOf(r.kind, r.ref, r.recipient)));

    await restart();
    for (const [id] of succeeded.holds) expect((await appointmentState(f.pool, id)).state).not.toBeNull();
    for (const id of succeeded.confirms) expect((await appointmentState(f.pool, id)).state).toBe('booked');
    for (const id of succeeded.charges) expect((await chargesOf(f.pool, id)).rows.map((r) => r.status)).toContain('succeeded');
    await expectWholeDatabase(f.pool);

    // Fast-forward past job expiry, delivery leases and the pending-charge age: all settles.
    await expireOrphanedJobs(testDb.url, f.pool);
    await f.pool.query("UPDATE notification_log SET created_at = created_at - interval '3 minutes' WHERE status = 'sending'");
    await f.pool.query("UPDATE payment_charges SET created_at = created_at - interval '3 minutes', updated_at = updated_at - interval '3 minutes' WHERE status = 'pending'");
    await waitUntil(async () => (await count("SELECT count(*) AS n FROM payment_charges WHERE status = 'pending'")) === 0, 'no pending charge');
    await waitUntil(async () => {
      const open = await count("SELECT count(*) AS n FROM notification_events");
      const queued = await count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification.send' AND state IN ('created', 'retry', 'active')");
      return open + queued === 0;
    }, 'every notification job to finish', 30_000);
    await expectWholeDatabase(f.pool);
    // Every booked appointment's customer got the confirmation once.
    const { rows: booked } = await f.pool.query<{ id: string; email: string }>(
      "SELECT a.id, c.email FROM appointments a JOIN customers c ON c.id = a.customer_id WHERE a.state = 'booked' AND a.stylist_id = $1",
      [f.studio.id],
    );
    for (const row of booked) {
      expect(sink.messages.filter((m) => m.messageId === messageIdOf('booking-confirmed', row.id, row.email)).length, `confirmation of ${row.id}`).toBeGreaterThanOrEqual(1);
    }
    expect(duplicates(mayRepeat)).toEqual([]);
    // No message job gave up. (A `holds.expire` run cut off by the kill may fail for good: it has
    // no retries by design, the next minute's run does the work.)
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE state = 'failed' AND name <> 'holds.expire'")).toBe(0);
  });

  it('holds cut off by a kill block nothing once expired', async () => {
    const run = api!;
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE state = 'held' AND stylist_id = $1", [f.studio.id]);
    const anyone = await f.customer();
    expect((await f.hold(run, anyone)).status).toBe(201);
    const { rows } = await f.pool.query("SELECT id FROM appointments WHERE state = 'held' AND hold_expires_at <= now()");
    expect(rows).toEqual([]);
    await expectWholeDatabase(f.pool);
    expect(run.alive()).toBe(true);
  });
});
