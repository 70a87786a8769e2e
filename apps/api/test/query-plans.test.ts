import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index';
import { calendarAppointmentSchema, RANGE_PAGE_SIZE } from '@chairly/shared';
import { calendarPageStatement } from '../src/modules/appointments-core/index';
import { busyStatement, mergedBusyStatement } from '../src/modules/availability/index';
import { customerFilter, customerPage } from '../src/modules/customers/index';
import { createDashboardRollup, daysStatement, rolledUpDaysStatement } from '../src/modules/dashboard/index';
import { abandonedDepositsStatement } from '../src/modules/payments/index';
import { stylistPageStatement } from '../src/modules/waitlist/index';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #33.2 (D50): the reads that grow with a stylist's history keep their shape on a busy
 * stylist: thousands of appointments and customers (made with generate_series), another salon's
 * as many again. Each statement is planned as the API sends it (a named prepared statement) and
 * its plan must read appointments and customers through their indexes, never a Seq Scan, with
 * PostgreSQL's generic plan too (what a prepared statement uses after five calls: no plan cliff).
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let busy: BookingStylist;
let other: BookingStylist;
const APPOINTMENTS = 30_000;
const CUSTOMERS = 20_000;
const FIRST_START = '2026-01-05T07:00:00Z';

/** Her customers (one in seven a Maria) and appointments two hours apart, a few states, one service each, some deposits. */
async function seed(stylist: BookingStylist, deposits: boolean) {
  await f.pool.query(
    `INSERT INTO customers (stylist_id, name, last_name, email, phone, created_at)
     SELECT $1, CASE WHEN g % 7 = 0 THEN 'Maria' ELSE 'Name' || g END, 'Last' || g, 'c' || g || '@plans.test', '+4915100' || lpad(g::text, 6, '0'),
            now() - g * interval '1 hour'
     FROM generate_series(1, $2::int) g`,
    [stylist.id, CUSTOMERS],
  );
  await f.pool.query(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by, deposit_cents)
     SELECT $1, (SELECT min(id) FROM customers WHERE stylist_id = $1) + g % $3::int,
            CASE WHEN g % 10 = 0 THEN 'cancelled' WHEN g % 10 = 1 THEN 'completed' ELSE 'booked' END,
            $4::timestamptz + g * interval '2 hours', $4::timestamptz + g * interval '2 hours' + interval '1 hour', 4000, 'stylist',
            CASE WHEN g % 3 = 1 THEN 1000 ELSE 0 END
     FROM generate_series(1, $2::int) g`,
    [stylist.id, APPOINTMENTS, CUSTOMERS, FIRST_START],
  );
  await f.pool.query(
    `INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes)
     SELECT a.id, 0, $2, 'Cut', 4000, 60, 0, 0, 0 FROM appointments a WHERE a.stylist_id = $1`,
    [stylist.id, stylist.services[0]],
  );
  if (!deposits) return;
  // Paid deposits of appointments that were booked: nearly every deposit, none the sweep may touch.
  await f.pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at, updated_at)
     SELECT gen_random_uuid(), a.stylist_id, a.id, 'deposit', 1000, 'eur', 'sandbox', 'succeeded', 'plans-deposit-' || a.id, now() - interval '1 day', now() - interval '1 day'
     FROM appointments a WHERE a.stylist_id = $1 AND a.deposit_cents > 0`,
    [stylist.id],
  );
}

/** Years of her waitlist: 3,000 entries, most ended or booked long ago, 150 waiting now (D57). */
async function seedWaitlist(stylist: BookingStylist) {
  await f.pool.query(
    `INSERT INTO waitlist_entries (stylist_id, customer_id, service_ids, from_date, to_date, times_of_day, state, ended_at)
     SELECT $1, (SELECT min(id) FROM customers WHERE stylist_id = $1) + g, ARRAY[$2::bigint],
            current_date + CASE WHEN g <= 150 THEN g % 30 ELSE -g END, current_date + CASE WHEN g <= 150 THEN g % 30 + 10 ELSE -g + 10 END,
            ARRAY['morning'], CASE WHEN g <= 150 THEN 'waiting' WHEN g % 3 = 0 THEN 'booked' ELSE 'ended' END, CASE WHEN g > 150 THEN now() END
     FROM generate_series(1, 3000) g`,
    [stylist.id, stylist.services[0]],
  );
}

beforeAll(async () => {
  f = await createBookingFixture();
  busy = await f.openStylist('busy-plans');
  other = await f.openStylist('other-plans');
  await seed(busy, true);
  await seed(other, false);
  await seedWaitlist(busy);
  await seedWaitlist(other);
  for (const table of ['customers', 'appointments', 'appointment_services', 'payment_charges', 'waitlist_entries']) await f.pool.query(`ANALYZE ${table}`);
}, 300_000);
afterAll(async () => f.close());

type Scan = { node: string; relation?: string; index?: string; loops?: number; alias?: string; rows?: number };
/** Every plan node that reads a table, wherever it sits in the tree. */
function scansIn(plan: unknown): Scan[] {
  if (Array.isArray(plan)) return plan.flatMap(scansIn);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own =
    typeof node['Relation Name'] === 'string' || typeof node['Index Name'] === 'string'
      ? [
          {
            node: String(node['Node Type']),
            relation: node['Relation Name'] as string | undefined,
            index: node['Index Name'] as string | undefined,
            loops: node['Actual Loops'] as number | undefined,
            alias: node.Alias as string | undefined,
            rows: node['Actual Rows'] as number | undefined,
          },
        ]
      : [];
  return [...own, ...Object.values(node).flatMap(scansIn)];
}

/** Whether a nested loop has the generated days on one side and a read of appointments on the other. */
function loopsOverDays(plan: unknown): boolean {
  if (Array.isArray(plan)) return plan.some(loopsOverDays);
  if (!plan || typeof plan !== 'object') return false;
  const node = plan as Record<string, unknown>;
  const children = (node.Plans as unknown[] | undefined) ?? [];
  if (node['Node Type'] === 'Nested Loop') {
    const days = children.some((c) => scansIn(c).length === 0 && JSON.stringify(c).includes('"Function Scan"'));
    const reads = children.some((c) => scansIn(c).some((scan) => scan.relation === 'appointments'));
    if (days && reads) return true;
  }
  return Object.values(node).some(loopsOverDays);
}

/** Whether a join node reads the `page` CTE (a CTE Scan of it as one of its inputs). */
function joinsOverPage(plan: unknown): boolean {
  if (Array.isArray(plan)) return plan.some(joinsOverPage);
  if (!plan || typeof plan !== 'object') return false;
  const node = plan as Record<string, unknown>;
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  if (['Nested Loop', 'Hash Join', 'Merge Join'].includes(String(node['Node Type'])) && children.some((c) => c['Node Type'] === 'CTE Scan' && c['CTE Name'] === 'page')) return true;
  return Object.values(node).some(joinsOverPage);
}

const dialect = new PgDialect();
let statements = 0;

/**
 * The plans of `statement` run as a named prepared statement with `values`, as the API runs it:
 * after six executions (PostgreSQL's own choice then), forced to the generic plan and to a custom
 * one; executed (EXPLAIN ANALYZE), so each node says how many times it ran.
 */
async function preparedPlans(statement: SQL, values: Record<string, unknown>): Promise<{ mode: string; scans: Scan[]; text: string }[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const args = fillPlaceholders(params, values);
  const client: pg.PoolClient = await f.pool.connect();
  const name = `plan_test_${(statements += 1)}`;
  try {
    for (let i = 0; i < 6; i += 1) await client.query({ name, text, values: args });
    const literals = args.map((v) => (v === null || v === undefined ? 'NULL' : client.escapeLiteral(String(v)))).join(', ');
    const plans = [];
    for (const mode of ['auto', 'force_generic_plan', 'force_custom_plan']) {
      await client.query(`SET plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${literals})`);
      const plan = rows[0]!['QUERY PLAN'];
      plans.push({ mode, scans: scansIn(plan), text: JSON.stringify(plan) });
    }
    return plans;
  } finally {
    // A connection of its own, closed afterwards: its prepared statement and setting go with it.
    client.release(true);
  }
}

async function plainPlan(statement: SQL): Promise<{ scans: Scan[]; text: string }> {
  const { rows } = await f.app.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${statement}`);
  const plan = rows[0]!['QUERY PLAN'];
  return { scans: scansIn(plan), text: JSON.stringify(plan) };
}

const GROWING = ['appointments', 'customers', 'appointment_services', 'payment_charges'];

/**
 * No Seq Scan of appointments or customers, and `index` read; when executed, every read of a table
 * that grows with her history ran once (not once per day or per row: the plan cliff of issue #33).
 */
function expectIndexed(plan: { scans: Scan[]; text: string }, index: string) {
  const seq = plan.scans.filter((s) => s.node === 'Seq Scan' && (s.relation === 'appointments' || s.relation === 'customers'));
  expect(seq, plan.text).toEqual([]);
  expect(plan.scans.map((s) => s.index), plan.text).toContain(index);
  const repeated = plan.scans.filter((s) => (s.loops ?? 1) > 1 && GROWING.some((table) => s.relation === table || s.index?.startsWith(`${table}_`)));
  expect(repeated, plan.text).toEqual([]);
}

describe('query shapes on a busy stylist (issue #33)', { timeout: 120_000 }, () => {
  it('busy ranges are read through the exclusion index narrowed to the window, not all her bookings', async () => {
    const from = new Date('2027-03-01T00:00:00Z').toISOString();
    const to = new Date('2027-03-16T00:00:00Z').toISOString();
    for (const plan of await preparedPlans(busyStatement, { stylistId: busy.id, team: false, memberId: null, from, to, exceptId: null })) {
      expectIndexed(plan, 'appointments_no_overlap');
      // The window is part of the index condition, not a filter applied to every row she has.
      const scan = JSON.parse(plan.text)[0].Plan;
      expect(JSON.stringify(scan), plan.mode).toMatch(/"Index Cond":"[^"]*occupied && /);
    }
  });

  it('the slot list’s merged busy time reads the same window of the exclusion index, and answers one range per stretch', async () => {
    const from = new Date('2027-03-01T00:00:00Z').toISOString();
    const to = new Date('2027-03-16T00:00:00Z').toISOString();
    for (const plan of await preparedPlans(mergedBusyStatement, { stylistId: busy.id, team: false, memberId: null, from, to })) {
      expectIndexed(plan, 'appointments_no_overlap');
      expect(plan.text, plan.mode).toMatch(/"Index Cond":"[^"]*occupied && /);
    }
    // Her appointments are an hour long, two hours apart, with a blocked afternoon joining two of them.
    await f.pool.query(`INSERT INTO blocked_times (stylist_id, starts_at, ends_at) VALUES ($1, '2027-03-03T12:00:00Z', '2027-03-03T15:30:00Z')`, [busy.id]);
    try {
      const { sql: text, params } = dialect.sqlToQuery(busyStatement);
      const merged = dialect.sqlToQuery(mergedBusyStatement);
      const values = { stylistId: busy.id, team: false, memberId: null, from, to, exceptId: null };
      const ranges = (await f.pool.query<{ s: number; e: number }>(text, fillPlaceholders(params, values))).rows;
      const answer = (await f.pool.query<{ s: number; e: number }>(merged.sql, fillPlaceholders(merged.params, values))).rows;
      // The engine's own merge of the unmerged rows: what it computed with before.
      const expected: [number, number][] = [];
      for (const { s, e } of [...ranges].sort((a, b) => a.s - b.s)) {
        const last = expected.at(-1);
        if (last && s <= last[1]) last[1] = Math.max(last[1], e);
        else expected.push([s, e]);
      }
      expect(answer.map(({ s, e }) => [s, e])).toEqual(expected);
      expect(answer.length).toBe(ranges.length - 3);
    } finally {
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [busy.id]);
    }
  });

  it('the dashboard’s days (week, month and trend at once, per member: the takings too) are one index range per table, also on the generic plan (no plan cliff)', async () => {
    const values = { stylistId: busy.id, from: '2027-02-22', to: '2027-04-01', timeZone: 'Europe/Berlin' };
    for (const plan of await preparedPlans(daysStatement(), values)) {
      expectIndexed(plan, 'appointments_stylist_starts_idx');
      expect(plan.scans.map((s) => s.index), plan.text).toEqual(expect.arrayContaining(['payment_charges_stylist_created_idx', 'customers_stylist_created_idx']));
      // Not the shape of the issue: the days (a Function Scan) joined by a nested loop that reads
      // her appointments again for every day.
      expect(loopsOverDays(JSON.parse(plan.text)), `${plan.mode}: ${plan.text}`).toBe(false);
    }
  });

  it('the business’s days come from the rollup by index, never from her rows, before and after a compaction (D71)', async () => {
    const values = { stylistId: busy.id, from: '2027-02-22', to: '2027-04-01', timeZone: 'Europe/Berlin' };
    const expectRolledUp = async (changes: 'many' | 'none') => {
      await f.pool.query('ANALYZE dashboard_days; ANALYZE dashboard_day_changes');
      for (const plan of await preparedPlans(rolledUpDaysStatement(), values)) {
        expect(plan.scans.filter((s) => GROWING.includes(s.relation ?? '') || GROWING.some((t) => s.index?.startsWith(`${t}_`))), plan.text).toEqual([]);
        const read = (table: string) => plan.scans.filter((s) => s.relation === table || s.index?.startsWith(`${table}_`));
        // Her thousands of changes (the seed's, not yet moved) through their index; once moved, the
        // rollup through its key (while it is still empty, a Seq Scan of nothing is the cheaper plan).
        if (changes === 'many') expect(read('dashboard_day_changes').map((s) => s.index), plan.text).toContain('dashboard_day_changes_stylist_day_idx');
        else expect(read('dashboard_days').map((s) => s.index), plan.text).toContain('dashboard_days_pkey');
      }
    };
    expect(Number((await f.pool.query<{ n: string }>('SELECT count(*) AS n FROM dashboard_day_changes WHERE stylist_id = $1', [busy.id])).rows[0]!.n)).toBeGreaterThan(1000);
    await expectRolledUp('many');
    await createDashboardRollup(f.app.db).compact();
    await expectRolledUp('none');
  });

  it('the calendar’s range reads its page through (stylist_id, starts_at) and each of customers and services once for the whole page', async () => {
    const values = { stylistId: busy.id, after: '2027-03-01T00:00:00Z', before: '2027-05-01T00:00:00Z', fromStart: '2027-03-01T00:00:00Z', fromId: 0, limit: 501 };
    // The business's calendar (memberId null) and one member's (a staff member's, issue #34).
    const { rows: owner } = await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [busy.id]);
    for (const [counted, memberId] of [[false, null], [true, null], [false, Number(owner[0]!.id)]] as const) {
      for (const plan of await preparedPlans(calendarPageStatement(), { ...values, counted, memberId })) {
        // One member's page may go through her own (member_id, starts_at) index instead.
        if (memberId === null || !plan.text.includes('appointments_member_starts_idx')) expectIndexed(plan, 'appointments_stylist_starts_idx');
        expect(plan.scans.filter((s) => s.node === 'Seq Scan' && GROWING.includes(s.relation ?? '')).map((s) => s.relation), plan.text).toEqual([]);
        // D55: nothing is joined to the page (D50 looked into jsonb maps for every row of a join:
        // a cost that grew with the page's square); the page is only aggregated.
        expect(joinsOverPage(JSON.parse(plan.text)), `${plan.mode}: ${plan.text}`).toBe(false);
      }
    }
  });

  it('a customer search’s page and capped count are one statement over her own rows: no Seq Scan, each read once (D57)', async () => {
    const newest = [sql`${customers.id} DESC`];
    for (const search of ['mar', 'c12345@', '0151 00 123']) {
      const page = customerPage(f.app.db, busy.id, { deleted: false, search, orderBy: newest, limit: 10, offset: 0 });
      const { rows } = await f.app.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${page.getSQL()}`);
      const plan = rows[0]!['QUERY PLAN'];
      const scans = scansIn(plan);
      const text = JSON.stringify(plan);
      expect(scans.filter((s) => s.node === 'Seq Scan' && s.relation === 'customers'), `${search}: ${text}`).toEqual([]);
      // The count's probe reads her rows: through the trigram index or her (stylist_id, id) index.
      const indexes = scans.filter((s) => s.relation === 'customers' && s.index).map((s) => s.index);
      expect(indexes.every((index) => ['customers_search_trgm_idx', 'customers_stylist_idx', 'customers_pkey'].includes(index!)), text).toBe(true);
      expect(scans.filter((s) => (s.loops ?? 1) > 1 && s.relation === 'customers'), text).toEqual([]);
    }
    // A rare text is found through the trigram index, for the page and for the count.
    const rare = await plainPlan(customerPage(f.app.db, busy.id, { deleted: false, search: 'c12345@', orderBy: newest, limit: 10, offset: 0 }).getSQL());
    expect(rare.scans.filter((s) => s.index === 'customers_search_trgm_idx'), rare.text).toHaveLength(2);
  });

  it('the stylist’s waitlist page reads her current entries, never her years of history, also on the generic plan (D57)', async () => {
    for (const state of ['waiting', 'all'] as const) {
      for (const plan of await preparedPlans(stylistPageStatement(state, [{ field: 'from', direction: 'asc' }], 10), { stylistId: busy.id, offset: 10 })) {
        const label = `${state} ${plan.mode}: ${plan.text}`;
        expect(plan.scans.filter((s) => s.node === 'Seq Scan' && s.relation === 'waitlist_entries' && s.alias !== 'w'), label).toEqual([]);
        // (The count, `w`, may read a table this small whole; the page may not.)
        // The page's own read: her 150 waiting entries at most (not 3,000), and for her whole list
        // (state=all) the page read in the order of (stylist_id, from_date, id): 20 rows for page 2.
        const page = plan.scans.filter((s) => s.alias === 'p');
        expect(page.length, label).toBeGreaterThan(0);
        expect(page.every((s) => (s.rows ?? 0) <= (state === 'waiting' ? 150 : 20)), label).toBe(true);
        if (state === 'all') expect(page.map((s) => s.index), label).toContain('waitlist_entries_stylist_from_idx');
        // Services, offers and the customer are read for the page's ten entries only.
        const perEntry = plan.scans.filter((s) => ['customers', 'services', 'waitlist_offers'].includes(s.relation ?? '') || s.index === 'waitlist_offers_entry_idx');
        expect(perEntry.every((s) => (s.loops ?? 1) <= 10), label).toBe(true);
        // …and the page's entries are found by id, not by reading every salon's to join them.
        expect(plan.scans.filter((s) => s.alias === 'e').every((s) => s.index === 'waitlist_entries_pkey' && (s.loops ?? 1) <= 10), label).toBe(true);
      }
    }
  });

  it('customer search reads the trigram index of her customers, for the page and for the count', async () => {
    const where = customerFilter(busy.id, { deleted: false, search: 'mar' });
    expectIndexed(await plainPlan(f.app.db.select({ id: customers.id }).from(customers).where(where).orderBy(customers.name).limit(10).getSQL()), 'customers_search_trgm_idx');
    const rare = customerFilter(busy.id, { deleted: false, search: 'c12345@' });
    expectIndexed(await plainPlan(f.app.db.select({ id: customers.id }).from(customers).where(rare).getSQL()), 'customers_search_trgm_idx');
    const phone = customerFilter(busy.id, { deleted: false, search: '0151 00 123' });
    expectIndexed(await plainPlan(f.app.db.select({ id: customers.id }).from(customers).where(phone).getSQL()), 'customers_search_trgm_idx');
  });

  it('the deposit sweep starts from the holds that were not booked, not from every paid deposit', async () => {
    const plan = await plainPlan(abandonedDepositsStatement(300_000, 86_400_000, 20));
    expect(plan.scans.map((s) => s.index), plan.text).toContain('appointments_abandoned_deposit_idx');
    expect(plan.scans.filter((s) => s.node === 'Seq Scan').map((s) => s.relation), plan.text).toEqual([]);
  });
});

describe('bounded answers (issue #33)', { timeout: 120_000 }, () => {
  const range = { 'startsAt[after]': '2027-03-01T00:00:00+01:00', 'startsAt[strictly_before]': '2027-05-01T00:00:00+02:00' };
  type RangeAnswer = { 'hydra:member': { id: number; startsAt: string; services: unknown[] }[]; 'hydra:totalItems': number; 'hydra:view'?: { 'hydra:next'?: string } };
  const get = async (url: string) => {
    const res = await f.app.inject({ method: 'GET', url, headers: busy.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RangeAnswer;
  };

  it('a range answer holds at most RANGE_PAGE_SIZE appointments and names the next page; the pages together are the whole range, once each', async () => {
    const { rows } = await f.pool.query<{ id: string }>(
      `SELECT id FROM appointments WHERE stylist_id = $1 AND starts_at >= $2 AND starts_at < $3 AND state NOT IN ('expired', 'released') ORDER BY starts_at, id`,
      [busy.id, range['startsAt[after]'], range['startsAt[strictly_before]']],
    );
    expect(rows.length).toBeGreaterThan(5 * RANGE_PAGE_SIZE);
    const pages = [await get(`/api/appointments?${new URLSearchParams(range)}`)];
    for (let next = pages[0]!['hydra:view']?.['hydra:next']; next; next = pages.at(-1)!['hydra:view']?.['hydra:next']) {
      expect(next).toMatch(/^\/api\/appointments\?.*cursor=/);
      pages.push(await get(next));
    }
    expect(pages).toHaveLength(Math.ceil(rows.length / RANGE_PAGE_SIZE));
    for (const page of pages.slice(0, -1)) expect(page['hydra:member']).toHaveLength(RANGE_PAGE_SIZE);
    for (const page of pages) expect(page['hydra:totalItems']).toBe(rows.length);
    expect(pages.flatMap((page) => page['hydra:member'].map((m) => m.id))).toEqual(rows.map((r) => Number(r.id)));
    expect(pages[0]!['hydra:member'][0]?.services).toHaveLength(1);
  });

  it('a range row is the calendar’s (D55): the appointment as its own read shows it, only what the calendar shows, with its member', async () => {
    const week = await get(`/api/appointments?${new URLSearchParams({ 'startsAt[after]': '2027-03-01T00:00:00Z', 'startsAt[strictly_before]': '2027-03-08T00:00:00Z' })}`);
    const members = week['hydra:member'] as unknown as Record<string, unknown>[];
    expect(members.length).toBeGreaterThan(50);
    const { rows: owner } = await f.pool.query<{ id: string; name: string }>(`SELECT id, name FROM members WHERE stylist_id = $1 AND role = 'owner'`, [busy.id]);
    for (const member of members.slice(0, 12)) {
      // Nothing but the calendar's fields (a strict parse refuses any other).
      expect(() => calendarAppointmentSchema.strict().parse(member)).not.toThrow();
      const single = (await f.app.inject({ url: `/api/appointments/${String(member.id)}`, headers: busy.headers })).json();
      expect(member).toEqual({
        id: single.id,
        state: single.state,
        startsAt: single.startsAt,
        endsAt: single.endsAt,
        amount: single.amount,
        currency: single.currency,
        note: single.note,
        customer: { id: single.customer.id, name: single.customer.name, lastName: single.customer.lastName },
        services: single.services.map((s: { id: number; name: string }) => ({ id: s.id, name: s.name })),
        ...(single.processing.length > 0 ? { processing: single.processing } : {}),
        ...(single.seriesId === undefined ? {} : { seriesId: single.seriesId }),
        memberId: Number(owner[0]!.id),
        memberName: owner[0]!.name,
      });
    }
  });

  it('a range that fits in one answer has no next page; a cursor it did not give is a 400', async () => {
    const week = await get(`/api/appointments?${new URLSearchParams({ 'startsAt[after]': '2027-03-01T00:00:00Z', 'startsAt[strictly_before]': '2027-03-08T00:00:00Z' })}`);
    expect(week['hydra:view']).toBeUndefined();
    expect(week['hydra:totalItems']).toBe(week['hydra:member'].length);
    const bad = await f.app.inject({ method: 'GET', url: `/api/appointments?${new URLSearchParams({ ...range, cursor: 'x; DROP' })}`, headers: busy.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('a customer search counts up to 1,000 and says when it stopped; a narrow one counts exactly', async () => {
    const wide = await f.app.inject({ method: 'GET', url: '/api/customers?search=maria', headers: busy.headers });
    expect(wide.statusCode).toBe(200);
    expect(wide.json()).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 1000, 'chairly:totalItemsCapped': true });
    expect(wide.json()['hydra:member']).toHaveLength(10);
    const narrow = await f.app.inject({ method: 'GET', url: '/api/customers?search=c12345%40', headers: busy.headers });
    expect(narrow.json()['hydra:totalItems']).toBe(1);
    expect(narrow.json()).not.toHaveProperty('chairly:totalItemsCapped');
    expect(narrow.json()['hydra:member'][0].email).toBe('c12345@plans.test');
  });
});
