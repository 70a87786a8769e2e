import { publicServiceListSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { LISTENER_NAME } from '../src/db/stylist-changes';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue #22: each instance keeps a stylist's site, public services and available dates until a
 * change of hers is committed (migration 0018's notifications). Whatever writes the change (this
 * instance, another one, plain SQL), the next read shows it; while the listener is down nothing is
 * kept and every read asks the database.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;
let nora: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
  nora = await f.openStylist('nora');
});
afterAll(() => f.close());

const DAY = 3;
const date = dayFromNow(DAY);
const times = async (app: App = f.app, stylist = nora) => {
  const res = await app.inject({ url: `/api/public/services/duration/60/available-dates/period/${date}/${date}`, headers: { host: stylist.host } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
};
const serviceNames = async (app: App = f.app) => {
  const res = await app.inject({ url: '/api/public/services', headers: { host: nora.host } });
  expect(res.statusCode, res.body).toBe(200);
  return publicServiceListSchema.parse(res.json())['hydra:member'].map((s) => s.name);
};
const block = (app: App, start: string, minutes: number) =>
  app.inject({ method: 'POST', url: '/api/blocked_times', headers: nora.headers, payload: { startsAt: start, endsAt: new Date(Date.parse(start) + minutes * 60_000).toISOString(), note: '' } });

describe('kept public reads', () => {
  it("a write on this instance shows in the very next read (the caller's own write)", async () => {
    expect(await times()).toContain('10:00');
    expect(await times()).toContain('10:00');
    const res = await block(f.app, berlinStart(DAY, '10:00'), 60);
    expect(res.statusCode, res.body).toBe(201);
    expect(await times()).not.toContain('10:00');
  });

  it('a write on another instance shows in the next read on this one', async () => {
    expect(await times()).toContain('12:00');
    expect(await times(second)).toContain('12:00');
    expect((await block(second, berlinStart(DAY, '12:00'), 60)).statusCode).toBe(201);
    expect(await times()).not.toContain('12:00');
  });

  it('a change written with plain SQL (hours, a service, the subdomain) shows at once', async () => {
    expect(await times()).toContain('20:00');
    await f.pool.query('UPDATE open_hours SET end_hour = 18 WHERE stylist_id = $1', [nora.id]);
    expect(await times()).not.toContain('20:00');

    expect(await serviceNames()).toContain('Cut');
    expect(await serviceNames(second)).toContain('Cut');
    await f.pool.query("UPDATE services SET name = 'Haircut' WHERE id = $1", [nora.services[0]]);
    expect(await serviceNames()).toContain('Haircut');
    expect(await serviceNames(second)).toContain('Haircut');

    await f.pool.query("UPDATE stylists SET subdomain = 'nora2' WHERE id = $1", [nora.id]);
    const gone = await f.app.inject({ url: '/api/public/services', headers: { host: nora.host } });
    expect(gone.statusCode).toBe(404);
    const slots = await f.app.inject({ url: `/api/public/services/duration/60/available-dates/period/${date}/${date}`, headers: { host: nora.host } });
    expect(slots.statusCode).toBe(404);
    await f.pool.query("UPDATE stylists SET subdomain = 'nora' WHERE id = $1", [nora.id]);
    expect(await serviceNames()).toContain('Haircut');
  });

  it('a series the stylist writes drops the kept list at once (booking and series share one availability service)', async () => {
    expect(await times()).toContain('16:00');
    const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name) VALUES ($1, 'Regular') RETURNING id", [nora.id]);
    const occurrences = [{ startsAt: berlinStart(DAY, '16:00') }, { startsAt: berlinStart(DAY + 7, '16:00') }];
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/appointments/series',
      headers: nora.headers,
      payload: { customerId: Number(rows[0].id), services: [nora.services[0]], note: '', everyWeeks: 1, occurrences },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await times()).not.toContain('16:00');
  });

  it('while the listener is down nothing is kept, and it comes back by itself', async () => {
    await f.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [LISTENER_NAME]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(f.app.stylistChanges.version(nora.id)).toBeNull();
    expect(await times()).toContain('14:00');
    await f.pool.query(`INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, $2, $3, '')`, [
      nora.id,
      berlinStart(DAY, '14:00'),
      new Date(Date.parse(berlinStart(DAY, '14:00')) + 3_600_000).toISOString(),
    ]);
    expect(await times()).not.toContain('14:00');
    await expect.poll(() => f.app.stylistChanges.version(nora.id), { timeout: 5_000 }).not.toBeNull();
    expect(await times()).not.toContain('14:00');
    expect(await times()).toContain('15:00');
  });
});
