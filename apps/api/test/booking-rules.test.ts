import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue 18 (5): her own booking rules — minimum notice, how far ahead, slot step — through
 * PATCH /api/stylists/{id}; the environment gives the defaults (here HORIZON_DAYS=30,
 * SLOT_STEP_MINUTES=30 to tell them from the engine's own).
 */

/**
 * A date n days after today in Europe/Berlin, the stylists' zone: the horizon and the notice count
 * her days, and in the hour before midnight UTC Berlin is already a day ahead (a UTC date made
 * these tests fail from 23:00 to 24:00 UTC).
 */
function dayFromNow(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let rita: BookingStylist;
let other: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture({ HORIZON_DAYS: '30', SLOT_STEP_MINUTES: '30', MIN_NOTICE_MINUTES: '60' });
  rita = await f.openStylist('rita');
  other = await f.openStylist('other');
});
afterAll(() => f.close());

const patch = (payload: unknown, stylist: BookingStylist = rita, id = rita.id) =>
  f.app.inject({ method: 'PATCH', url: `/api/stylists/${id}`, headers: stylist.headers, payload: payload as object });
const rules = async (stylist: BookingStylist = rita) => (await f.app.inject({ method: 'GET', url: '/api/booking_rules', headers: stylist.headers })).json();
const dates = async (from: string, to: string, stylist: BookingStylist = rita) => {
  const res = await f.app.inject({ method: 'GET', url: `/api/public/services/duration/60/available-dates/period/${from}/${to}`, headers: { host: stylist.host } });
  expect(res.statusCode).toBe(200);
  return res.json().dates as { date: string; times: string[] }[];
};
const hold = async (startsAt: string, stylist: BookingStylist = rita) => {
  const customer = await f.customer(`R${Math.random().toString(36).slice(2, 8)}`, stylist.host);
  return f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: customer.headers, payload: { services: [stylist.services[0]], startsAt } });
};

describe('booking rules', () => {
  it('start from the environment defaults (null on the stylist)', async () => {
    expect(await rules()).toEqual({ minNoticeMinutes: 60, horizonDays: 30, slotStepMinutes: 30, defaults: { minNoticeMinutes: 60, horizonDays: 30, slotStepMinutes: 30 } });
    const profile = (await f.app.inject({ method: 'GET', url: `/api/stylists/${rita.id}`, headers: rita.headers })).json();
    expect(profile).toMatchObject({ minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null });
    const day = (await dates(dayFromNow(3), dayFromNow(3)))[0];
    expect(day?.times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect((await dates(dayFromNow(31), dayFromNow(33))).map((d) => d.date)).toEqual([]);
  });

  it('PATCH sets hers: the step, the horizon and the notice apply to the list and to holds alike', async () => {
    const res = await patch({ slotStepMinutes: 60, horizonDays: 7, minNoticeMinutes: 72 * 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slotStepMinutes: 60, horizonDays: 7, minNoticeMinutes: 4320 });
    expect(await rules()).toMatchObject({ slotStepMinutes: 60, horizonDays: 7, minNoticeMinutes: 4320 });

    const day = (await dates(dayFromNow(4), dayFromNow(4)))[0];
    // On the hour (a spring-forward night has no 02:00: only the first two are the same every day).
    expect(day?.times.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(day?.times.every((time) => time.endsWith(':00'))).toBe(true);
    expect((await hold(berlinStart(4, '10:30'))).statusCode).toBe(422);
    expect((await hold(berlinStart(4, '10:00'))).statusCode).toBe(201);
    // 72 h notice: nothing in the next two days; 7-day horizon: nothing from day 8 on.
    expect((await dates(dayFromNow(1), dayFromNow(2))).map((d) => d.date)).toEqual([]);
    expect((await hold(berlinStart(2, '10:00'))).statusCode).toBe(422);
    expect((await dates(dayFromNow(8), dayFromNow(10))).map((d) => d.date)).toEqual([]);
    expect((await hold(berlinStart(9, '10:00'))).statusCode).toBe(422);
    // Another stylist keeps the defaults.
    expect((await dates(dayFromNow(4), dayFromNow(4), other))[0]?.times.slice(0, 2)).toEqual(['00:00', '00:30']);
  });

  it('null sets a rule back to the default', async () => {
    expect((await patch({ slotStepMinutes: null, horizonDays: null, minNoticeMinutes: null })).json()).toMatchObject({ slotStepMinutes: null, horizonDays: null, minNoticeMinutes: null });
    expect(await rules()).toMatchObject({ minNoticeMinutes: 60, horizonDays: 30, slotStepMinutes: 30 });
  });

  it.each([
    [{ minNoticeMinutes: 4321 }, 'minNoticeMinutes', 'The Minimum notice field must be between 0 and 4320'],
    [{ minNoticeMinutes: -1 }, 'minNoticeMinutes', 'The Minimum notice field must be between 0 and 4320'],
    [{ minNoticeMinutes: 1.5 }, 'minNoticeMinutes', 'The Minimum notice field must be an integer'],
    [{ horizonDays: 6 }, 'horizonDays', 'The Booking horizon field must be between 7 and 365'],
    [{ horizonDays: 366 }, 'horizonDays', 'The Booking horizon field must be between 7 and 365'],
    [{ slotStepMinutes: 20 }, 'slotStepMinutes', 'Choose 15, 30 or 60 minutes'],
    [{ slotStepMinutes: '15' }, 'slotStepMinutes', 'Choose 15, 30 or 60 minutes'],
  ])('refuses %o with a clear message and changes nothing', async (payload, field, message) => {
    await patch({ horizonDays: 20 });
    const res = await patch({ ...payload, slotStepMinutes: (payload as { slotStepMinutes?: unknown }).slotStepMinutes ?? 15 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await rules()).toMatchObject({ horizonDays: 20, slotStepMinutes: 30 });
  });

  it("another stylist's id is 404; a customer is 403", async () => {
    expect((await patch({ horizonDays: 10 }, other, rita.id)).statusCode).toBe(404);
    const customer = await f.customer('Cleo', rita.host);
    expect((await f.app.inject({ method: 'PATCH', url: `/api/stylists/${rita.id}`, headers: customer.headers, payload: { horizonDays: 10 } })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'GET', url: '/api/booking_rules', headers: customer.headers })).statusCode).toBe(403);
    expect(await rules()).toMatchObject({ horizonDays: 20 });
  });
});
