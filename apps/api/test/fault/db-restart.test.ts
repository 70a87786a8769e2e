import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres';
import { appointmentState, expectWholeDatabase, messageIdOf, prepareFaultData, type Customer, type FaultData } from './fixture';
import { call, sleep, startApi, startSmtpSink, waitUntil, type ApiProcess } from './harness';

/**
 * PostgreSQL (a cluster of this test's own, so it can be stopped) is shut down (fast shutdown:
 * every connection terminated) and started again while the API takes bookings. The API must
 * answer 503 on /api/health at once rather than hang or die, recover by itself when the database
 * is back, and have lost nothing it had answered 2xx for.
 */

let dataDir: string;
let pg: EmbeddedDatabase;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let f: FaultData;
let api: ApiProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-fault-pg-'));
  pg = await startEmbeddedPostgres({ dataDir, database: 'fault' });
  sink = await startSmtpSink();
  f = await prepareFaultData(pg.url);
  api = await startApi({ databaseUrl: pg.url, smtpUrl: sink.url });
});

afterAll(async () => {
  await api?.kill();
  await f?.database.close();
  await sink?.close();
  await pg?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const health = () => call(api, 'GET', '/api/health', { host: 'chairly.localhost' }, undefined, 15_000);

describe('PostgreSQL restarted under load', { timeout: 120_000 }, () => {
  it('health turns 503 at once and back to 200 by itself; nothing answered 2xx is lost; jobs carry on', async () => {
    expect((await health()).status).toBe(200);
    const booked = new Map<number, Customer>();
    const held = new Set<number>();
    const failures: number[] = [];
    let stopping = false;
    // Four customers book one slot after another, as fast as the API answers.
    const load = Array.from({ length: 4 }, async () => {
      while (!stopping) {
        const who = await f.customer().catch(() => null);
        if (!who) {
          await sleep(100);
          continue;
        }
        const hold = await f.hold(api, who);
        if (hold.status !== 201) {
          failures.push(hold.status);
          await sleep(100);
          continue;
        }
        const id = (hold.body as { id: number }).id;
        held.add(id);
        const confirm = await f.confirm(api, who, id);
        if (confirm.status === 200) booked.set(id, who);
        else failures.push(confirm.status);
      }
    });
    // The load's own database calls (creating customers) fail while the database is down: the
    // loop just waits. Its pool is not the API's.
    await waitUntil(() => booked.size >= 3, 'a few bookings before the stop', 20_000);

    const heldBefore = new Set(held);
    const bookedBefore = new Map(booked);
    await pg.stop();
    // Answered (not hung) with the database gone; how fast is the benchmarks' business, not a test's.
    const down = await health();
    expect(down, `the API's output:\n${api.output().slice(-3000)}`).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } });
    // Requests fail fast with an error answer; the process stays up.
    const during = await f.hold(api, bookedBefore.values().next().value!);
    expect(during.status).toBeGreaterThanOrEqual(500);
    await sleep(1_500);
    expect(api.alive()).toBe(true);
    expect((await health()).status).toBe(503);

    pg = await startEmbeddedPostgres({ dataDir, database: 'fault', port: pg.port });
    await waitUntil(async () => (await health()).status === 200, 'health to recover', 30_000, 250);
    const bookedAt = booked.size;
    await waitUntil(() => booked.size >= bookedAt + 3, 'bookings to succeed again', 30_000);
    stopping = true;
    await Promise.all(load);
    expect(api.alive()).toBe(true);

    for (const id of heldBefore) expect((await appointmentState(f.pool, id)).state).not.toBeNull();
    for (const id of bookedBefore.keys()) expect((await appointmentState(f.pool, id)).state).toBe('booked');
    for (const id of booked.keys()) expect((await appointmentState(f.pool, id)).state).toBe('booked');
    await expectWholeDatabase(f.pool);

    // The relay and the pg-boss workers came back too: every booking's confirmation goes out once.
    await waitUntil(
      () => [...booked].every(([id, who]) => sink.messages.some((m) => m.messageId === messageIdOf('booking-confirmed', String(id), who.email))),
      'a confirmation for every booking',
      30_000,
    );
    const ids = sink.messages.map((m) => `${m.to} ${m.messageId}`);
    expect(ids.length).toBe(new Set(ids).size);
    expect(api.alive()).toBe(true);
  });
});
