import { DEMO_ACCOUNTS, DEMO_TEAM } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../src/modules/availability/index';
import type { App } from '../src/app';
import { stylistAuth } from './auth';
import { createMigratedDatabase, createTestApp } from './helpers';

/**
 * Issue #34 stage 2: the demo salon as its callers see it through the API — the seed's weeks,
 * services and blocked time are what the public page offers ("anyone available" and each member)
 * and what the Team screen's services editor shows.
 */
type Dates = { dates: { date: string; times: string[] }[] };
type Json = Record<string, unknown>;

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;
let owner: Record<string, string>;
const ids = { stylist: 0, studio: 0, eli: 0, dana: 0 };
const services = new Map<string, number>();
const HOST = `${DEMO_TEAM.subdomain}.chairly.localhost`;

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  app = await createTestApp({ database: db.database, env: { RATE_LIMIT_MAX: '100000' } });
  const members = await db.database.pool.query<{ stylist_id: string; id: string; auth_subject: string }>(
    'SELECT m.stylist_id, m.id, m.auth_subject FROM members m JOIN stylists s ON s.id = m.stylist_id WHERE s.subdomain = $1',
    [DEMO_TEAM.subdomain],
  );
  for (const row of members.rows) {
    ids.stylist = Number(row.stylist_id);
    for (const key of ['studio', 'eli', 'dana'] as const) if (DEMO_ACCOUNTS[key].sub === row.auth_subject) ids[key] = Number(row.id);
  }
  const rows = await db.database.pool.query<{ id: string; name: string }>('SELECT id, name FROM services WHERE stylist_id = $1', [ids.stylist]);
  for (const row of rows.rows) services.set(row.name, Number(row.id));
  owner = { host: HOST, ...(await stylistAuth(app, { id: ids.stylist, subdomain: DEMO_TEAM.subdomain, sub: DEMO_ACCOUNTS.studio.sub })) };
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

/**
 * The first Tuesday after today (Berlin): a day all three work, past any notice, and within the
 * week ahead the seed fills with appointments (DAYS_AROUND in db/seed/team.ts). "At least three
 * days ahead" once fell on Sundays and Mondays to a Tuesday eight or nine days on, with none.
 */
function nextTuesday(): string {
  let day = Date.parse(`${localDateOf(Date.now(), 'Europe/Berlin')}T00:00:00Z`) + 86_400_000;
  while (new Date(day).getUTCDay() !== 2) day += 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

async function times(date: string, member?: number | 'any', service = 'Blow-dry', duration = 30) {
  const query = new URLSearchParams({ services: String(services.get(service)) });
  if (member !== undefined) query.set('member', String(member));
  const res = await app.inject({ url: `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}?${query}`, headers: { host: HOST } });
  return { status: res.statusCode, times: res.statusCode === 200 ? ((res.json() as Dates).dates.find((d) => d.date === date)?.times ?? []) : [] };
}

describe('the demo salon through the API', () => {
  it('lists its three members on its public page; Anna stays alone', async () => {
    const res = await app.inject({ url: '/api/public/members', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { 'hydra:member': Json[] })['hydra:member'].map((m) => m.name)).toEqual(['Sara Lind', 'Eli Novak', 'Dana Rossi']);
    const anna = await app.inject({ url: '/api/public/members', headers: { host: 'anna.chairly.localhost' } });
    expect((anna.json() as { 'hydra:member': Json[] })['hydra:member'].map((m) => m.name)).toEqual(['Anna Berg']);
  });

  it("offers each member's own week, and for anyone the union of theirs", async () => {
    const date = nextTuesday();
    const eli = await times(date, ids.eli);
    const dana = await times(date, ids.dana);
    const sara = await times(date, ids.studio);
    expect([eli.status, dana.status, sara.status]).toEqual([200, 200, 200]);
    // Eli opens at 8 and leaves at 4; Dana comes at noon and stays until 8; Sara keeps the salon's 9 to 6.
    expect(eli.times[0]).toBe('08:00');
    expect(eli.times.every((t) => t >= '08:00' && t <= '15:30')).toBe(true);
    expect(dana.times.at(-1)).toBe('19:30');
    expect(dana.times.every((t) => t >= '12:00' && t <= '19:30')).toBe(true);
    expect(sara.times.every((t) => t >= '09:00' && t <= '17:30')).toBe(true);
    // Each is busy at her own appointments: Sara and Eli at 9, Dana with her two-hour colour at noon.
    expect(sara.times).not.toContain('09:00');
    expect(eli.times).not.toContain('09:00');
    expect(dana.times).not.toContain('12:00');
    const union = [...new Set([...eli.times, ...dana.times, ...sara.times])].sort();
    expect((await times(date, 'any')).times).toEqual(union);
    expect((await times(date)).times).toEqual(union);
  });

  it('knows who performs what: Eli does not colour (422), Dana colours at her own duration and price', async () => {
    const date = nextTuesday();
    const refused = await times(date, ids.eli, 'Full colour', 90);
    expect(refused.status).toBe(422);
    // Anyone for a colour: Sara or Dana (her two hours end by eight), never Eli's early morning.
    const sara = await times(date, ids.studio, 'Full colour', 90);
    const danaColour = await times(date, ids.dana, 'Full colour', 90);
    expect(sara.times.at(-1)).toBe('16:30');
    expect(danaColour.times.at(-1)).toBe('18:00');
    const anyone = await times(date, 'any', 'Full colour', 90);
    expect(anyone.times).toEqual([...new Set([...sara.times, ...danaColour.times])].sort());
    expect(anyone.times).not.toContain('08:00');
    const list = async (memberId: number) => {
      const res = await app.inject({ url: `/api/members/${memberId}/services`, headers: owner });
      expect(res.statusCode).toBe(200);
      return res.json() as { allServices: boolean; 'hydra:member': Json[] };
    };
    const dana = await list(ids.dana);
    expect(dana.allServices).toBe(true);
    expect(dana['hydra:member'].find((s) => s.name === 'Full colour')).toMatchObject({
      serviceId: services.get('Full colour'), performs: true, durationMinutes: 90, ownDurationMinutes: 120, ownPriceCents: 9500,
    });
    const eli = await list(ids.eli);
    expect(eli.allServices).toBe(false);
    expect(Object.fromEntries(eli['hydra:member'].map((s) => [s.name, s.performs]))).toEqual({ 'Cut & finish': true, 'Full colour': false, 'Blow-dry': true });
  });
});
