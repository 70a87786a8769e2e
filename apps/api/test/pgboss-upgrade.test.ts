import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * A database that pg-boss 10 ran on (schema version 24, which pg-boss 11+ cannot migrate): the
 * job runner's start moves it to pg-boss 12 and the jobs still to run are carried over and run.
 */
const PGBOSS_10_SCHEMA = readFileSync(new URL('./fixtures/pgboss-10-schema.sql', import.meta.url), 'utf8');
const REMINDER_JOB = '5b0c2a52-8f0a-4c4e-9d55-0d6c1e3f7a10';
const FINISHED_JOB = '5b0c2a52-8f0a-4c4e-9d55-0d6c1e3f7a11';

let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let appointmentId: number;

beforeAll(async () => {
  f = await createNotificationsFixture();
  stylist = await f.openStylist('vera');
  const customerId = await f.customerOf(stylist, 'Ines', 'pt', 'ines@example.test');
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(3) } });
  expect(res.statusCode).toBe(201);
  appointmentId = (res.json() as { id: number }).id;
  // pg-boss 10 had relayed the booking's events already; its reminder job is due now.
  await f.pool.query('DELETE FROM notification_events');
  await f.pool.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await f.pool.query(PGBOSS_10_SCHEMA);
  await f.pool.query(`SELECT pgboss.create_queue('appointment.reminder', '{"policy":"standard","retryLimit":5}')`);
  await f.pool.query(
    `INSERT INTO pgboss.job (id, name, data, state, singleton_key, start_after, policy) VALUES
       ($1, 'appointment.reminder', $3, 'created', $4, now(), 'standard'),
       ($2, 'appointment.reminder', $3, 'completed', 'reminder:0', now() - interval '1 day', 'standard')`,
    [REMINDER_JOB, FINISHED_JOB, { stylistId: stylist.id, appointmentId, startsAt: new Date(berlinStart(3)).toISOString() }, `reminder:${appointmentId}`],
  );
});
afterAll(async () => f?.close());

describe('upgrading a pg-boss 10 database', () => {
  it('starts on pg-boss 12 and runs the jobs that pg-boss 10 had not run yet', async () => {
    await f.startRunner();
    const { rows: versions } = await f.pool.query<{ version: number }>('SELECT version::int AS version FROM pgboss.version');
    expect(versions[0]!.version).toBeGreaterThan(24);
    const { rows: schemas } = await f.pool.query("SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss_v10'");
    expect(schemas).toHaveLength(0);

    // The pending reminder keeps its id and key and is sent; the finished job stays behind.
    const jobState = async (id: string) => (await f.pool.query<{ state: string; singleton_key: string }>('SELECT state, singleton_key FROM pgboss.job WHERE id = $1', [id])).rows[0];
    await waitFor(async () => (await jobState(REMINDER_JOB))?.state === 'completed', 'moved reminder ran');
    expect((await jobState(REMINDER_JOB))!.singleton_key).toBe(`reminder:${appointmentId}`);
    expect(await jobState(FINISHED_JOB)).toBeUndefined();
    const reminders = f.sink.mails.filter((m) => m.to.includes('ines@example.test') && m.subject.startsWith('Lembrete'));
    expect(reminders).toHaveLength(1);
  });

  it('starts a second instance on the upgraded database without moving anything again', async () => {
    await f.startRunner();
    const { rows } = await f.pool.query<{ n: string }>("SELECT count(*) AS n FROM pgboss.job WHERE name = 'appointment.reminder' AND id = $1", [REMINDER_JOB]);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
