import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue #33 (D57): the stylist's waitlist is a list like every other: JSON-LD pages (`page`,
 * `itemsPerPage` of 10, 25, 50, 100; 10 by default), `order[from|to|createdAt]`, `hydra:totalItems`
 * the whole list's count; bad parameters answer 400 in the one error shape.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let lena: BookingStylist;
let other: BookingStylist;
type Member = { id: number; from: string; to: string; state: string; createdAt: string; customer: { name: string } };
type List = { '@type': string; 'hydra:member': Member[]; 'hydra:totalItems': number };

/** `n` entries of one customer each, waiting unless `state` says otherwise; from dates spread over the coming days. */
async function entries(stylist: BookingStylist, n: number, state = 'waiting', firstDay = 1): Promise<number[]> {
  const { rows } = await f.pool.query<{ id: string }>(
    `WITH c AS (INSERT INTO customers (stylist_id, name, last_name) SELECT $1, 'Wait', 'No ' || g FROM generate_series(1, $2::int) g RETURNING id)
     INSERT INTO waitlist_entries (stylist_id, customer_id, service_ids, from_date, to_date, times_of_day, state, created_at)
     SELECT $1, c.id, ARRAY[$3::bigint], $4::date + ((c.id * 7) % 13)::int, $4::date + ((c.id * 7) % 13)::int + 5, ARRAY['morning'], $5,
            now() - ((c.id * 5) % 11) * interval '1 hour'
     FROM c RETURNING id`,
    [stylist.id, n, stylist.services[0], dayFromNow(firstDay), state],
  );
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  f = await createBookingFixture();
  lena = await f.openStylist('lena-list');
  other = await f.openStylist('olaf-list');
  await entries(lena, 23);
  await entries(lena, 4, 'booked');
  await entries(lena, 3, 'left');
  // Waiting, but the range is over: "ended" at once, not in the waiting list.
  await entries(lena, 2, 'waiting', -30);
  await entries(other, 5);
});
afterAll(() => f.close());

async function list(query: string, stylist = lena): Promise<List> {
  const res = await f.app.inject({ url: `/api/waitlist${query}`, headers: stylist.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as List;
}

/** Her waiting entries as the list orders them by default: by from date, then id. */
async function waitingInOrder(): Promise<number[]> {
  const { rows } = await f.pool.query<{ id: string }>(
    "SELECT id FROM waitlist_entries WHERE stylist_id = $1 AND state = 'waiting' AND to_date >= current_date ORDER BY from_date, id",
    [lena.id],
  );
  return rows.map((r) => Number(r.id));
}

describe('GET /api/waitlist, paged', () => {
  it('answers the first 10 waiting entries by date and counts all of them; the next pages hold the rest, once each', async () => {
    const expected = await waitingInOrder();
    expect(expected).toHaveLength(23);
    const first = await list('');
    expect(first).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 23 });
    expect(first['hydra:member']).toHaveLength(10);
    const second = await list('?page=2');
    const last = await list('?page=3');
    expect(last['hydra:member']).toHaveLength(3);
    expect(last['hydra:totalItems']).toBe(23);
    expect([...first['hydra:member'], ...second['hydra:member'], ...last['hydra:member']].map((m) => m.id)).toEqual(expected);
    expect(first['hydra:member'][0]).toMatchObject({ state: 'waiting', customer: { name: expect.stringMatching(/^Wait No /) } });
  });

  it('past the last page: no entries, the same count', async () => {
    const beyond = await list('?page=4');
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(23);
    const none = await list('?page=2', other);
    expect(none).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 5 });
  });

  it('takes the page sizes of every list and sorts by order[from|to|createdAt]', async () => {
    const all = await list('?itemsPerPage=25');
    expect(all['hydra:member'].map((m) => m.id)).toEqual(await waitingInOrder());
    const newest = await list('?itemsPerPage=50&order[createdAt]=desc');
    const created = newest['hydra:member'].map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const byEnd = await list('?itemsPerPage=100&order[to]=desc');
    const ends = byEnd['hydra:member'].map((m) => m.to);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(byEnd['hydra:totalItems']).toBe(23);
  });

  it('state=all adds the booked and ended entries (never those left), paged the same way', async () => {
    const all = await list('?state=all&itemsPerPage=10&page=3');
    expect(all['hydra:totalItems']).toBe(23 + 4 + 2);
    expect(all['hydra:member']).toHaveLength(9);
    const states = new Set((await list('?state=all&itemsPerPage=50'))['hydra:member'].map((m) => m.state));
    expect([...states].sort()).toEqual(['booked', 'ended', 'waiting']);
  });

  it('refuses bad parameters with 400 in the one error shape, naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?itemsPerPage=7', 'itemsPerPage'],
      ['?itemsPerPage=1000', 'itemsPerPage'],
      ['?order[name]=asc', 'order[name]'],
      ['?order[from]=up', 'order[from]'],
      ['?state=left', 'state'],
    ] as const) {
      const res = await f.app.inject({ url: `/api/waitlist${query}`, headers: lena.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION', message: expect.any(String), requestId: expect.any(String) });
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});
