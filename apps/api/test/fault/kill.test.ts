import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../../../scripts/test/api-templates';
import { appointmentState, chargesOf, expectWholeDatabase, messageIdOf, prepareFaultData, type Customer, type FaultData } from './fixture';
import { expireOrphanedJobs, runPaymentSweepsNow, seeded, sleep, startApi, startSmtpSink, waitUntil, type ApiProcess, type Reply } from './harness';

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

/**
 * Each kill test runs alone: its own database (migrated and seeded afresh), its own SMTP sink and
 * its own API processes, all made in beforeEach and removed in afterEach. A test builds the state
 * it needs (bookings, pending charges, queued jobs) by killing processes of its own, so no kill of
 * one test can leave anything behind for another, and any test can run by itself (-t).
 */
type Run = {
  db: Awaited<ReturnType<typeof createSeededTestDatabase>>;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  f: FaultData;
  api: ApiProcess | null;
  /** The database's clock when the last process was killed: jobs started before it are orphans. */
  killedAt: Date;
};
let run: Run;
let f: FaultData;
let sink: Run['sink'];

/** Kills the test's running process (if any) and starts a new one on the same database. */
async function restart(pause: string[] = []) {
  await run.api?.kill();
  run.killedAt = (await run.f.pool.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
  run.api = await startApi({ databaseUrl: run.db.url, smtpUrl: run.sink.url, pause });
  return run.api;
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

/** Holds a slot for each customer and returns the hold ids. */
async function holdFor(api: ApiProcess, customers: Customer[]) {
  const holds: number[] = [];
  for (const who of customers) {
    const held = await f.hold(api, who);
    expect(held.status).toBe(201);
    holds.push(idOf(held));
  }
  return holds;
}

beforeEach(async () => {
  const db = await createSeededTestDatabase('fault', 'demo');
  const runSink = await startSmtpSink();
  run = { db, sink: runSink, f: await prepareFaultData(db.url, { seeded: true }), api: null, killedAt: new Date(0) };
  f = run.f;
  sink = run.sink;
});

afterEach(async () => {
  await run.api?.kill();
  await run.f.database.close();
  await run.sink.close();
  await run.db.drop();
});

describe('the API killed mid-request', { timeout: 120_000 }, () => {
  it('mid-confirm and before the gateway call: the confirmation rolls back whole, the charge stays pending uncharged', async () => {
    const c = [await f.customer(), await f.customer()];
    const fee = await f.noShow();
    const first = await restart([PAUSE.outboxInsert, PAUSE.gatewayCharge]);
    const holds = await holdFor(first, c);
    const cut = [f.confirm(first, c[0]!, holds[0]!), f.chargeNoShow(first, fee)];
    await first.paused(2);
    await first.kill();
    expect((await Promise.all(cut)).map((r) => r.status)).toEqual([0, 0]);

    expect(await appointmentState(f.pool, holds[0]!)).toEqual({ state: 'held', history: ['∅→held'] });
    expect(await count('SELECT count(*) AS n FROM notification_events')).toBe(0);
    const charge = await chargesOf(f.pool, fee);
    expect(charge.rows.map((r) => r.status)).toEqual(['pending']);
    expect(charge.gatewayCharges).toBe(0);
    await expectWholeDatabase(f.pool);

    // The customer retries on a new process: the hold is still theirs.
    const second = await restart();
    expect((await f.confirm(second, c[0]!, holds[0]!)).status).toBe(200);
    expect(await appointmentState(f.pool, holds[0]!)).toEqual({ state: 'booked', history: ['∅→held', 'held→booked'] });
  });

  it('mid-relay and after the gateway call: committed bookings keep their events, the charge is taken once and left pending', async () => {
    const c = [await f.customer(), await f.customer()];
    const fee = await f.noShow();
    const killed = await restart([PAUSE.relayDelete, PAUSE.chargeSettle]);
    const holds = await holdFor(killed, c);
    for (const [i, id] of holds.entries()) expect((await f.confirm(killed, c[i]!, id)).status).toBe(200);
    const cut = f.chargeNoShow(killed, fee);
    await killed.paused(2);
    await killed.kill();
    expect((await cut).status).toBe(0);

    for (const id of holds) expect(await appointmentState(f.pool, id)).toEqual({ state: 'booked', history: ['∅→held', 'held→booked'] });
    // The relay's transaction died with the process: its jobs are gone, the events are still there
    // (the bookings' own: the demo team's seat changes of the start wait in the outbox too).
    expect(await count("SELECT count(*) AS n FROM notification_events WHERE kind = 'appointment.booked'")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'notification.send'")).toBe(0);
    const charge = await chargesOf(f.pool, fee);
    expect(charge.rows.map((r) => r.status)).toEqual(['pending']);
    expect(charge.gatewayCharges).toBe(1);
    await expectWholeDatabase(f.pool);
  });

  it('mid-job: the relay moves each event once; the jobs left behind run after the restart, each message once', async () => {
    const c = [await f.customer(), await f.customer()];
    const killed = await restart([PAUSE.deliveryClaim]);
    const holds = await holdFor(killed, c);
    for (const [i, id] of holds.entries()) expect((await f.confirm(killed, c[i]!, id)).status).toBe(200);
    await killed.paused(1);
    await waitUntil(async () => (await sendJobs('created')) === 3, 'the other three jobs to wait in the queue');
    await killed.kill();
    expect(await count('SELECT count(*) AS n FROM notification_events')).toBe(0);
    expect(await sendJobs('active')).toBe(1);
    expect(sink.messages).toEqual([]);

    await restart();
    // The three queued jobs run at once; the one that was running when the process died waits for
    // pg-boss to expire it (5 minutes, fast-forwarded here), then its retry sends it.
    await waitUntil(() => sink.messages.length === 3, 'the three queued messages');
    // A job is marked completed just after its message reached the sink: wait for that, not only the message.
    await waitUntil(async () => (await sendJobs('completed')) === 3, 'the three queued jobs to complete');
    expect(await sendJobs('active')).toBe(1);
    // The one message job the kill cut off is an orphan (a sweep cut off with it may be one too).
    expect((await expireOrphanedJobs(run.db.url, f.pool, run.killedAt)).filter((name) => name === 'notification.send')).toHaveLength(1);
    await waitUntil(() => sink.messages.length === 4, 'the orphaned job to be retried');
    await waitUntil(async () => (await sendJobs('completed')) === 4, 'all four jobs completed');
    expect(duplicates()).toEqual([]);
    for (const [i, id] of holds.entries()) {
      expect(sink.messages.filter((m) => m.messageId === messageIdOf('booking-confirmed', String(id), c[i]!.email))).toHaveLength(1);
    }
    // The reminder of each booking is queued once, for later.
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE name = 'appointment.reminder' AND state = 'created'")).toBe(2);
  });

  it('charges left pending by kills are settled once: uncharged ones charged, charged ones recorded, never twice', async () => {
    // One charge cut off before the gateway call, one after it, each by a process of its own.
    const fees = [await f.noShow(), await f.noShow()];
    for (const [i, pause] of [PAUSE.gatewayCharge, PAUSE.chargeSettle].entries()) {
      const killed = await restart([pause]);
      const cut = f.chargeNoShow(killed, fees[i]!);
      await killed.paused(1);
      await killed.kill();
      expect((await cut).status).toBe(0);
    }
    expect((await chargesOf(f.pool, fees[0]!)).gatewayCharges).toBe(0);
    expect((await chargesOf(f.pool, fees[1]!)).gatewayCharges).toBe(1);

    const api = await restart();
    // Within two minutes a pending charge may still be in flight: a retry takes no money.
    const early = await f.chargeNoShow(api, fees[0]!);
    expect(early.status).toBe(409);
    expect((await chargesOf(f.pool, fees[0]!)).gatewayCharges).toBe(0);
    // Two minutes later (fast-forwarded; the minute's sweep queued now) the runner re-sends them under their original keys.
    await f.pool.query("UPDATE payment_charges SET created_at = created_at - interval '3 minutes', updated_at = updated_at - interval '3 minutes' WHERE status = 'pending'");
    await runPaymentSweepsNow(run.db.url);
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
    const customers: Customer[] = [];
    for (let i = 0; i < 10; i++) customers.push(await f.customer());
    const feeIds: number[] = [];
    for (let i = 0; i < 8; i++) feeIds.push(await f.noShow());
    // A process of this test's own takes the load and is killed at a random moment.
    const killed = await restart();
    const work = [
      ...customers.map(async (who, i) => {
        await sleep(i * 15);
        const held = await f.hold(killed, who);
        if (held.status !== 201) return;
        succeeded.holds.set(idOf(held), who);
        const booked = await f.confirm(killed, who, idOf(held));
        if (booked.status === 200) succeeded.confirms.add(idOf(held));
      }),
      ...feeIds.flatMap((id, i) =>
        [0, 1].map(async (n) => {
          await sleep(i * 20 + n * 5);
          if ((await f.chargeNoShow(killed, id)).status === 200) succeeded.charges.add(id);
        }),
      ),
    ];
    await sleep(100 + Math.floor(random() * 400));
    await killed.kill();
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
    await expireOrphanedJobs(run.db.url, f.pool, run.killedAt);
    await f.pool.query("UPDATE notification_log SET created_at = created_at - interval '3 minutes' WHERE status = 'sending'");
    await f.pool.query("UPDATE payment_charges SET created_at = created_at - interval '3 minutes', updated_at = updated_at - interval '3 minutes' WHERE status = 'pending'");
    await runPaymentSweepsNow(run.db.url);
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
    // No message job gave up. (A `holds.expire` run or a payment sweep cut off by the kill may fail
    // for good: they have no retries by design, the next minute's run does the work.)
    expect(await count("SELECT count(*) AS n FROM pgboss.job WHERE state = 'failed' AND name NOT IN ('holds.expire', 'payments.resume-charges', 'payments.sweep-deposits')")).toBe(0);
  });

  it('holds cut off by a kill block nothing once expired: their slot can be held again', async () => {
    const c = [await f.customer(), await f.customer()];
    const startsAt = f.nextSlot();
    const killed = await restart();
    const held = await f.hold(killed, c[0]!, startsAt);
    expect(held.status).toBe(201);
    await killed.kill();

    const api = await restart();
    // Taken while the hold lasts.
    expect((await f.hold(api, c[1]!, startsAt)).status).toBe(409);
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE state = 'held' AND stylist_id = $1", [f.studio.id]);
    expect((await f.hold(api, c[1]!, startsAt)).status).toBe(201);
    expect((await appointmentState(f.pool, idOf(held))).state).toBe('expired');
    const { rows } = await f.pool.query("SELECT id FROM appointments WHERE state = 'held' AND hold_expires_at <= now()");
    expect(rows).toEqual([]);
    await expectWholeDatabase(f.pool);
    expect(api.alive()).toBe(true);
  });
});
