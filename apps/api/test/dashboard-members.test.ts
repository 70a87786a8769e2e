import { ROLES } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentsRepository } from '../src/modules/appointments-core/index';
import { createDashboardRepository, createDashboardService } from '../src/modules/dashboard/index';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { insertAppointment, insertCustomer } from './reviews-fixture';

/**
 * Issue #34 stage 2 (D66): the dashboard's figures of one member (`?member=`) and each member's
 * takings beside the business's figures; a business with one member keeps its answers.
 */
const fixture = await createBookingFixture();
const { app, pool } = fixture;
let salon: BookingStylist;
let solo: BookingStylist;
let owner: { id: number; name: string };
let dana: number;
let danaHeaders: Record<string, string>;

const at = (iso: string) =>
  createDashboardService({ repository: createDashboardRepository(app.db, 'USD'), appointments: createAppointmentsRepository(app.db, 'USD'), now: () => new Date(iso) });
const NOW = '2026-03-10T12:00:00Z'; // Tuesday; the week began on Monday 9 March

beforeAll(async () => {
  salon = await fixture.openStylist('teamdash');
  solo = await fixture.openStylist('solodash');
  const { rows } = await pool.query("SELECT id, name FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id]);
  owner = { id: Number(rows[0].id), name: rows[0].name };
  dana = Number((await pool.query("INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'dash-dana', 'dana@dash.test', 'Dana', 'staff') RETURNING id", [salon.id])).rows[0].id);
  // An inactive member without takings is not listed.
  await pool.query("INSERT INTO members (stylist_id, auth_subject, email, name, role, active) VALUES ($1, 'dash-gone', 'gone@dash.test', 'Gone', 'staff', false)", [salon.id]);
  const token = await app.apiTokens.sign({ sub: 'dash-dana', roles: [ROLES.stylist], stylistId: salon.id, subdomain: salon.subdomain, memberId: dana, memberRole: 'staff' });
  danaHeaders = { host: salon.host, authorization: `Bearer ${token}` };

  const ana = await insertCustomer(pool, salon.id, 'Ana', 'A', '2026-03-09T10:00:00Z');
  const bia = await insertCustomer(pool, salon.id, 'Bia', 'B', '2026-03-09T10:00:00Z');
  const add = async (member: number, customerId: number, state: 'completed' | 'no_show', startsAt: string, cents: number) => {
    const made = await insertAppointment(pool, { stylistId: salon.id, customerId, state, startsAt, cents, serviceId: salon.services[0]! });
    await pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [made.id, member]);
    return made.id;
  };
  await add(owner.id, ana, 'completed', '2026-03-09T10:00:00Z', 7000);
  await add(dana, bia, 'completed', '2026-03-10T09:00:00Z', 3000);
  const noShow = await add(dana, bia, 'no_show', '2026-03-10T08:00:00Z', 1100);
  await pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
     VALUES (gen_random_uuid(), $1, $2, 'no-show-fee', 550, 'usd', 'sandbox', 'succeeded', gen_random_uuid()::text, '2026-03-10T09:30:00Z')`,
    [salon.id, noShow],
  );
  await add(dana, bia, 'completed', '2026-03-02T10:00:00Z', 2000); // this month, last week
  await insertAppointment(pool, { stylistId: solo.id, customerId: null, state: 'completed', startsAt: '2026-03-10T09:00:00Z', cents: 4000, serviceId: solo.services[0]! });
});
afterAll(() => fixture.close());

describe('takings per member', () => {
  it('lists each active member’s takings of the week and the month beside the business’s figures', async () => {
    const result = await at(NOW).statistic(salon.id, 'dashboard-statistic-by-numbers');
    expect(result).toMatchObject({ week: { revenue: 105.5 }, month: { revenue: 125.5 } });
    expect('takingsByMember' in result && result.takingsByMember).toEqual([
      { memberId: owner.id, name: owner.name, week: 70, month: 70 },
      { memberId: dana, name: 'Dana', week: 35.5, month: 55.5 },
    ]);
  });

  it('a business with one member gets its figures as before, and its one member’s takings', async () => {
    const result = await at(NOW).statistic(solo.id, 'dashboard-statistic-by-numbers');
    expect(result).toMatchObject({ week: { revenue: 40, appointments: 1 }, month: { revenue: 40 } });
    expect('takingsByMember' in result && result.takingsByMember).toEqual([{ memberId: expect.any(Number), name: expect.any(String), week: 40, month: 40 }]);
  });

  it('a member who left is listed while she has takings this week or month, in the team’s order; fees of her appointments count as hers', async () => {
    const shop = await fixture.openStylist('leftdash');
    const shopOwner = Number((await pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [shop.id])).rows[0].id);
    // Eva left (inactive) after a checked-out appointment this month and a no-show this week with
    // a fee; Flo left with takings only of last month; Gus is active and has none.
    const member = async (sub: string, name: string, active: boolean) =>
      Number((await pool.query('INSERT INTO members (stylist_id, auth_subject, email, name, role, active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [shop.id, sub, `${sub}@dash.test`, name, 'staff', active])).rows[0].id);
    const eva = await member('left-eva', 'Eva', false);
    const flo = await member('left-flo', 'Flo', false);
    const gus = await member('left-gus', 'Gus', true);
    const cy = await insertCustomer(pool, shop.id, 'Cy', 'C', '2026-02-01T10:00:00Z');
    const add = async (memberId: number, state: 'completed' | 'no_show', startsAt: string, cents: number) => {
      const made = await insertAppointment(pool, { stylistId: shop.id, customerId: cy, state, startsAt, cents, serviceId: shop.services[0]! });
      await pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [made.id, memberId]);
      return made.id;
    };
    await add(eva, 'completed', '2026-03-03T10:00:00Z', 2500);
    const noShow = await add(eva, 'no_show', '2026-03-09T15:00:00Z', 1200);
    await pool.query(
      `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'no-show-fee', 600, 'usd', 'sandbox', 'succeeded', gen_random_uuid()::text, '2026-03-09T16:00:00Z')`,
      [shop.id, noShow],
    );
    await add(flo, 'completed', '2026-02-20T10:00:00Z', 5000);
    const result = await at(NOW).statistic(shop.id, 'dashboard-statistic-by-numbers');
    expect('takingsByMember' in result && result.takingsByMember).toEqual([
      { memberId: shopOwner, name: expect.any(String), week: 0, month: 0 },
      { memberId: eva, name: 'Eva', week: 6, month: 31 },
      { memberId: gus, name: 'Gus', week: 0, month: 0 },
    ]);
    expect(result).toMatchObject({ week: { revenue: 6, noShows: 1 }, month: { revenue: 31 } });
    // Hers alone, though she left.
    const hers = await at(NOW).statistic(shop.id, 'dashboard-statistic-by-numbers', eva);
    expect('takingsByMember' in hers && hers.takingsByMember).toEqual([{ memberId: eva, name: 'Eva', week: 6, month: 31 }]);
    const flos = await at(NOW).statistic(shop.id, 'dashboard-statistic-by-numbers', flo);
    expect('takingsByMember' in flos && flos.takingsByMember).toEqual([]);
  });
});

describe('?member= filters every statistic to her appointments', () => {
  const get = (url: string, headers = salon.headers) => app.inject({ method: 'GET', url, headers });

  it('by numbers, today’s figures, customers and services', async () => {
    const service = at(NOW);
    const hers = await service.statistic(salon.id, 'dashboard-statistic-by-numbers', dana);
    expect(hers).toMatchObject({ week: { appointments: 2, revenue: 35.5, noShows: 1, newCustomers: 1 }, month: { appointments: 3, revenue: 55.5 } });
    expect('takingsByMember' in hers && hers.takingsByMember).toEqual([{ memberId: dana, name: 'Dana', week: 35.5, month: 55.5 }]);
    const owners = await service.statistic(salon.id, 'dashboard-statistic-by-numbers', owner.id);
    expect(owners).toMatchObject({ week: { appointments: 1, revenue: 70, noShows: 0, newCustomers: 1 } });
    // Over HTTP (the real clock: only figures that do not depend on the day).
    expect((await get(`/api/dashboard/statistics/total-users?member=${dana}`)).json()).toMatchObject({ value: 1 });
    const byNumbers = (await get(`/api/dashboard/statistics/dashboard-statistic-by-numbers?member=${dana}`)).json();
    expect(byNumbers.takingsByMember).toEqual([{ memberId: dana, name: 'Dana', week: expect.any(Number), month: expect.any(Number) }]);

    expect(await service.statistic(salon.id, 'appointments-count-booked-today', dana)).toMatchObject({ value: 2 });
    expect(await service.statistic(salon.id, 'appointments-count-booked-today', owner.id)).toMatchObject({ value: 0 });
    expect(await service.statistic(salon.id, 'appointments-sum-amount-sales-today', dana)).toMatchObject({ value: 35.5 });
    expect(await service.statistic(salon.id, 'total-users', dana)).toMatchObject({ value: 1 });
    expect(await service.statistic(salon.id, 'total-users')).toMatchObject({ value: 2 });
    expect(await service.statistic(salon.id, 'appointments-services-group', owner.id)).toMatchObject({ services: [{ name: 'Cut', count: 1, revenue: 70 }] });
  });

  it('a member of another business answers 404, a malformed one 400; staff still may not read the figures', async () => {
    const other = (await pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [solo.id])).rows[0].id;
    expect((await get(`/api/dashboard/statistics/total-users?member=${other}`)).statusCode).toBe(404);
    expect((await get('/api/dashboard/statistics/total-users?member=abc')).statusCode).toBe(400);
    expect((await get(`/api/dashboard/statistics/total-users?member=${dana}`, danaHeaders)).statusCode).toBe(403);
  });
});
