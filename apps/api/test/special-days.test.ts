import { specialDaysCollectionSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';
import { HOSTS } from './helpers';

/** Issue 18 (2): special days — per-date hours replacing the weekday's, or closed. */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let sara: BookingStylist;
let tom: BookingStylist;

type Headers = Record<string, string>;

/** Mon–Fri 09:00–17:00, closed at the weekend. */
async function weekdaysOnly(stylist: BookingStylist) {
  await f.pool.query('DELETE FROM open_hours WHERE stylist_id = $1', [stylist.id]);
  await f.pool.query('INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 9, 17 FROM generate_series(0, 4) d', [stylist.id]);
}

beforeAll(async () => {
  f = await createBookingFixture();
  sara = await f.openStylist('sara');
  tom = await f.openStylist('tom');
  await weekdaysOnly(sara);
  await weekdaysOnly(tom);
});
afterAll(() => f.close());

/** The first date at least `minDays` ahead whose weekday (0 = Monday) is `weekDay`. */
function nextWeekday(weekDay: number, minDays = 3): number {
  for (let days = minDays; ; days++) if ((new Date(`${dayFromNow(days)}T12:00:00Z`).getUTCDay() + 6) % 7 === weekDay) return days;
}

const put = (payload: unknown, headers: Headers = sara.headers) => f.app.inject({ method: 'POST', url: '/api/open_hours/overrides', headers, payload: payload as object });
const list = async (headers: Headers = sara.headers, query = '') => {
  const res = await f.app.inject({ method: 'GET', url: `/api/open_hours/overrides?timestamp=1${query}`, headers });
  expect(res.statusCode).toBe(200);
  return specialDaysCollectionSchema.parse(res.json())['hydra:member'];
};
const remove = (date: string, headers: Headers = sara.headers) => f.app.inject({ method: 'DELETE', url: `/api/open_hours/overrides/${date}`, headers });
const timesOn = async (stylist: BookingStylist, date: string, duration = 60) => {
  const res = await f.app.inject({ method: 'GET', url: `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}`, headers: { host: stylist.host } });
  expect(res.statusCode).toBe(200);
  return (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
};
const hold = async (stylist: BookingStylist, startsAt: string) => {
  const customer = await f.customer(`C${Math.random().toString(36).slice(2, 8)}`, stylist.host);
  return f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: customer.headers, payload: { services: [stylist.services[0]], startsAt } });
};
const quarterHours = (from: string, last: string) => {
  const out: string[] = [];
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let x = m(from); x <= m(last); x += 15) out.push(`${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`);
  return out;
};

describe('special days', () => {
  it('a special Sunday is offered and can be held; the listing and the hold agree', async () => {
    const days = nextWeekday(6);
    const sunday = dayFromNow(days);
    expect(await timesOn(sara, sunday)).toEqual([]);
    expect((await hold(sara, berlinStart(days, '11:00'))).statusCode).toBe(422);

    const res = await put({ date: sunday, intervals: [{ startTime: '10:30', endTime: '13:00' }], note: 'Christmas shopping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      '@id': `/api/open_hours/overrides/${sunday}`,
      '@type': 'SpecialDay',
      date: sunday,
      closed: false,
      intervals: [{ startTime: '10:30', endTime: '13:00' }],
      note: 'Christmas shopping',
    });
    expect(await timesOn(sara, sunday)).toEqual(quarterHours('10:30', '12:00'));
    expect((await hold(sara, berlinStart(days, '10:30'))).statusCode).toBe(201);
    // Outside the special hours (which replace the weekday's) nothing can be held.
    expect((await hold(sara, berlinStart(days, '12:15'))).statusCode).toBe(422);
  });

  it('an empty list closes a weekday: nothing offered, a hold refused (422)', async () => {
    const days = nextWeekday(2);
    const wednesday = dayFromNow(days);
    expect(await timesOn(sara, wednesday)).toContain('10:00');
    const res = await put({ date: wednesday, intervals: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed: true, intervals: [], note: '' });
    expect(await timesOn(sara, wednesday)).toEqual([]);
    expect((await hold(sara, berlinStart(days, '10:00'))).statusCode).toBe(422);
  });

  it('saving a date again replaces its hours; the list is by date, from today on', async () => {
    const date = dayFromNow(nextWeekday(3));
    await put({ date, intervals: [{ startTime: '08:00', endTime: '09:00' }, { startTime: '14:00', endTime: '15:00' }] });
    await put({ date, intervals: [{ startTime: '12:00', endTime: '12:45' }, { startTime: '07:00', endTime: '08:00' }] });
    const saved = (await list()).find((d) => d.date === date);
    expect(saved?.intervals).toEqual([{ startTime: '07:00', endTime: '08:00' }, { startTime: '12:00', endTime: '12:45' }]);
    const dates = (await list()).map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect((await list(sara.headers, `&date[after]=${date}&date[strictly_before]=${dayFromNow(nextWeekday(3) + 1)}`)).map((d) => d.date)).toEqual([date]);
  });

  it('DELETE lets the date follow its weekday again; an unknown date is 404', async () => {
    const days = nextWeekday(1);
    const date = dayFromNow(days);
    await put({ date, intervals: [] });
    expect(await timesOn(sara, date)).toEqual([]);
    expect((await remove(date)).statusCode).toBe(204);
    expect(await timesOn(sara, date)).toContain('09:00');
    expect((await remove(date)).statusCode).toBe(404);
    expect((await remove('2026-02-30')).statusCode).toBe(400);
  });

  it.each([
    [{ date: '2026-02-30', intervals: [] }, 'date', 'The Date field must be a date (yyyy-MM-dd)'],
    [{ date: 'tomorrow', intervals: [] }, 'date', 'The Date field must be a date (yyyy-MM-dd)'],
    [{ intervals: [] }, 'date', 'The Date field is required'],
    [{ date: 'DATE', intervals: [{ startTime: '09:10', endTime: '10:00' }] }, 'intervals.0.startTime', 'The From field must be a time on the quarter hour between 00:00 and 23:45'],
    [{ date: 'DATE', intervals: [{ startTime: '11:00', endTime: '10:00' }] }, 'intervals.0.endTime', "The start time must be earlier than the end time"],
    [{ date: 'DATE', intervals: [{ startTime: '09:00', endTime: '24:00' }] }, 'intervals.0.endTime', 'The To field must be a time on the quarter hour between 00:00 and 23:45'],
    [
      { date: 'DATE', intervals: [{ startTime: '09:00', endTime: '12:00' }, { startTime: '11:45', endTime: '13:00' }] },
      'intervals.1.startTime',
      'The intervals of one day must not overlap',
    ],
    [{ date: 'DATE' }, 'intervals', 'The Intervals field is required'],
    [{ date: 'DATE', intervals: [], note: 'x'.repeat(201) }, 'note', undefined],
    [{ date: 'DATE', intervals: [], extra: 1 }, undefined, undefined],
  ])('refuses %o with a clear message and changes nothing', async (payload, field, message) => {
    const date = dayFromNow(nextWeekday(4, 10));
    const before = await list();
    const res = await put(JSON.parse(JSON.stringify(payload).replace('"DATE"', `"${date}"`)));
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json().fields)).toContain(field);
    if (field && message) expect(res.json().fields[field]).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('refuses a date in the past or more than two years ahead (400, nothing saved)', async () => {
    const past = await put({ date: dayFromNow(-2), intervals: [] });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ date: 'A special day cannot be in the past' });
    const far = await put({ date: dayFromNow(740), intervals: [] });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual({ date: 'A special day can be at most 730 days ahead' });
    expect((await list(sara.headers, `&date[after]=${dayFromNow(-5)}`)).map((d) => d.date)).not.toContain(dayFromNow(-2));
  });

  it("keeps tenants apart: another stylist neither sees nor removes her days; customers 403, anonymous 401", async () => {
    const date = dayFromNow(nextWeekday(0, 8));
    await put({ date, intervals: [] });
    expect((await list(tom.headers)).map((d) => d.date)).not.toContain(date);
    expect((await remove(date, tom.headers)).statusCode).toBe(404);
    expect((await list()).map((d) => d.date)).toContain(date);
    expect(await timesOn(tom, date)).toContain('09:00');
    const customer = await f.customer('Nosy', sara.host);
    expect((await put({ date, intervals: [] }, customer.headers)).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'GET', url: '/api/open_hours/overrides', headers: customer.headers })).statusCode).toBe(403);
    expect((await remove(date, customer.headers)).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'GET', url: '/api/open_hours/overrides', headers: { host: HOSTS.app } })).statusCode).toBe(401);
  });

  it('50 saves of one date at once: all answered 200, the day ends as exactly one of them (never mixed)', async () => {
    const date = dayFromNow(nextWeekday(4, 15));
    const payloads = Array.from({ length: 50 }, (_, i) => ({
      date,
      intervals: i % 5 === 0 ? [] : [{ startTime: `${String(8 + (i % 8)).padStart(2, '0')}:00`, endTime: `${String(9 + (i % 8)).padStart(2, '0')}:00` }, { startTime: '18:00', endTime: '19:00' }],
    }));
    const answers = await Promise.all(payloads.map((p) => put(p)));
    expect(answers.map((r) => r.statusCode)).toEqual(payloads.map(() => 200));
    const saved = (await list()).find((d) => d.date === date);
    expect(payloads.map((p) => JSON.stringify(p.intervals))).toContain(JSON.stringify(saved?.intervals));
    const deletes = await Promise.all(Array.from({ length: 50 }, () => remove(date)));
    expect(deletes.map((r) => r.statusCode).sort()).toEqual([204, ...Array.from({ length: 49 }, () => 404)]);
  });
});
