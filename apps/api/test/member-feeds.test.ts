import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 (D68): each member has her own private calendar feed. `/api/calendar-feed` acts for the
 * caller's member (staff included); her feed holds only her appointments and blocked time; the
 * owner's feed is the one the business had, its URL unchanged; a member turned off has no feed.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
type Caller = { id: number; headers: Record<string, string> };
let dana: Caller;
let eli: Caller;

async function addMember(stylist: BookingStylist, name: string, role: MemberRole): Promise<Caller> {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [stylist.id, `member-${name}-${Math.random()}`, `${name.toLowerCase()}@feeds.test`, name, role],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `member-${id}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: stylist.host, authorization: `Bearer ${token}` } };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) => f.app.inject({ method, url, headers });
const regenerate = async (headers: Record<string, string>) => {
  const res = await call('POST', '/api/calendar-feed/regenerate', headers);
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ url: string }>().url).pathname;
};
const fetchFeed = (path: string) => call('GET', path, { host: salon.host });

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('feeds-salon');
  dana = await addMember(salon, 'Dana', 'staff');
  eli = await addMember(salon, 'Eli', 'manager');
  const customer = async (name: string) => Number((await f.pool.query('INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, $2, $3) RETURNING id', [salon.id, name, 'Feed'])).rows[0].id);
  const book = async (headers: Record<string, string>, name: string, days: number) => {
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers, payload: { customerId: await customer(name), services: [salon.services[0]], startsAt: berlinStart(days) } });
    expect(res.statusCode).toBe(201);
  };
  await book(salon.headers, 'Olivia', 3);
  await book(dana.headers, 'Daria', 3);
  await f.pool.query("INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at, note) VALUES ($1, $2, now() + interval '5 days', now() + interval '5 days 1 hour', 'dentist')", [salon.id, dana.id]);
});
afterAll(() => f.close());

describe('a calendar feed per member', () => {
  it("each member makes her own feed; hers holds only her appointments and blocked time, the owner's only the owner's", async () => {
    const owners = await regenerate(salon.headers);
    const danas = await regenerate(dana.headers);
    expect(danas).not.toBe(owners);

    const danaFeed = await fetchFeed(danas);
    expect(danaFeed.statusCode).toBe(200);
    expect(danaFeed.body).toContain('SUMMARY:Daria Feed: Cut');
    expect(danaFeed.body).not.toContain('Olivia');
    expect(danaFeed.body).toContain('X-WR-CALNAME:Studio – Dana');
    expect((danaFeed.body.match(/BEGIN:VEVENT/g) ?? []).length).toBe(2);
    expect(danaFeed.body).not.toContain('dentist');

    const ownerFeed = await fetchFeed(owners);
    expect(ownerFeed.body).toContain('SUMMARY:Olivia Feed: Cut');
    expect(ownerFeed.body).not.toContain('Daria');
    expect(ownerFeed.body).toContain('X-WR-CALNAME:Studio');
    expect(ownerFeed.body).not.toContain('X-WR-CALNAME:Studio –');
  });

  it('the status and turning off are the caller\'s own: Dana turning hers off leaves the owner\'s working', async () => {
    const owners = await regenerate(salon.headers);
    const danas = await regenerate(dana.headers);
    expect((await call('GET', '/api/calendar-feed', eli.headers)).json()).toEqual({ active: false, createdAt: null });
    expect((await call('GET', '/api/calendar-feed', dana.headers)).json()).toMatchObject({ active: true });
    expect((await call('DELETE', '/api/calendar-feed', dana.headers)).statusCode).toBe(204);
    expect((await fetchFeed(danas)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar-feed', dana.headers)).json()).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(owners)).statusCode).toBe(200);
    expect((await call('GET', '/api/calendar-feed', salon.headers)).json()).toMatchObject({ active: true });
  });

  it("a new token replaces only her own; a member turned off has no feed until she is back", async () => {
    const owners = await regenerate(salon.headers);
    const first = await regenerate(eli.headers);
    const second = await regenerate(eli.headers);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await fetchFeed(owners)).statusCode).toBe(200);
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [eli.id]);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    await f.pool.query('UPDATE members SET active = true WHERE id = $1', [eli.id]);
    expect((await fetchFeed(second)).statusCode).toBe(200);
  });
});
