import { closuresSchema, holidayCountriesSchema, publicHolidaysSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/** Issue 18 (2, 6): public holidays offered as closed days (date-holidays), and the public page's closures. */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let hanna: BookingStylist;
let ivo: BookingStylist;

type Headers = Record<string, string>;

beforeAll(async () => {
  f = await createBookingFixture();
  hanna = await f.openStylist('hanna');
  ivo = await f.openStylist('ivo', 'Europe/Lisbon');
  // Closed on Sundays.
  await f.pool.query('DELETE FROM open_hours WHERE stylist_id = ANY($1) AND week_day = 6', [[hanna.id, ivo.id]]);
});
afterAll(() => f.close());

const get = (url: string, headers: Headers = hanna.headers) => f.app.inject({ method: 'GET', url, headers });
const accept = (payload: unknown, headers: Headers = hanna.headers) => f.app.inject({ method: 'POST', url: '/api/open_hours/holidays/accept', headers, payload: payload as object });
const holidays = async (query = '', headers: Headers = hanna.headers) => {
  const res = await get(`/api/open_hours/holidays${query}`, headers);
  expect(res.statusCode).toBe(200);
  return publicHolidaysSchema.parse(res.json());
};
const overrides = async (headers: Headers = hanna.headers) => (await get('/api/open_hours/overrides', headers)).json()['hydra:member'] as { date: string; closed: boolean; note: string }[];
const closures = async (stylist: BookingStylist = hanna) => {
  const res = await f.app.inject({ method: 'GET', url: '/api/public/closures', headers: { host: stylist.host } });
  expect(res.statusCode).toBe(200);
  return closuresSchema.parse(res.json()).closures;
};

/** The first date at least `minDays` ahead whose weekday (0 = Monday) is `weekDay`. */
function nextWeekday(weekDay: number, minDays = 3): number {
  for (let days = minDays; ; days++) if ((new Date(`${dayFromNow(days)}T12:00:00Z`).getUTCDay() + 6) % 7 === weekDay) return days;
}

describe('public holidays', () => {
  it('lists the countries and their regions from date-holidays', async () => {
    const res = await get('/api/open_hours/holidays/countries?lang=de');
    expect(res.statusCode).toBe(200);
    const countries = holidayCountriesSchema.parse(res.json());
    const germany = countries.find((c) => c.code === 'DE');
    expect(germany?.name).toBe('Deutschland');
    expect(germany?.regions).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(countries.length).toBeGreaterThan(100);
  });

  it('offers the next 12 months of public holidays of a country and region, none before she chooses', async () => {
    expect(await holidays()).toEqual({ country: null, region: null, holidays: [] });
    const bavaria = await holidays('?country=DE&region=BY&lang=en');
    const dates = bavaria.holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= dayFromNow(-1)).toBe(true);
    expect(dates.at(-1)! < dayFromNow(367)).toBe(true);
    // Christmas and New Year fall in every 12-month window; Epiphany (6 Jan) is a holiday in Bavaria, not in Berlin.
    expect(bavaria.holidays.map((h) => h.date.slice(5))).toEqual(expect.arrayContaining(['12-25', '01-01', '01-06']));
    expect((await holidays('?country=DE&region=BE')).holidays.map((h) => h.date.slice(5))).not.toContain('01-06');
    expect(bavaria.holidays.every((h) => !h.taken && h.name.length > 0)).toBe(true);
  });

  it('refuses an unknown country or region (400)', async () => {
    const country = await get('/api/open_hours/holidays?country=XX');
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ country: 'Unknown country' });
    const region = await get('/api/open_hours/holidays?country=DE&region=ZZ');
    expect(region.statusCode).toBe(400);
    expect(region.json().fields).toEqual({ region: 'Unknown region of this country' });
    expect((await get('/api/open_hours/holidays?country=germany')).statusCode).toBe(400);
  });

  it('accepts one holiday, then all: closed days named after them; taken ones are skipped; her country remembered', async () => {
    const offered = (await holidays('?country=DE&region=BY&lang=en')).holidays;
    const first = offered[0]!;
    const one = await accept({ country: 'DE', region: 'BY', dates: [first.date], lang: 'en' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ accepted: [first.date], skipped: [] });
    expect(await overrides()).toContainEqual(expect.objectContaining({ date: first.date, closed: true, note: first.name }));

    // Without a country the saved one is used; the accepted date is marked as taken.
    const again = await holidays('?lang=en');
    expect(again).toMatchObject({ country: 'DE', region: 'BY' });
    expect(again.holidays.find((h) => h.date === first.date)?.taken).toBe(true);

    const all = await accept({ country: 'DE', region: 'BY', dates: offered.map((h) => h.date), lang: 'en' });
    expect(all.json()).toEqual({ accepted: offered.slice(1).map((h) => h.date), skipped: [first.date] });
    expect((await holidays('?lang=en')).holidays.every((h) => h.taken)).toBe(true);
    // A closed holiday offers no times.
    const christmas = offered.find((h) => h.date.endsWith('-12-25'))!.date;
    const res = await get(`/api/public/services/duration/60/available-dates/period/${christmas}/${christmas}`, { host: hanna.host });
    expect(res.json().dates).toEqual([]);
  });

  it('refuses a date that is not a public holiday there, and changes nothing', async () => {
    const before = await overrides(ivo.headers);
    // A Wednesday that is no Portuguese holiday (1 and 8 December can be Wednesdays).
    let wednesday = nextWeekday(2);
    const portuguese = new Set((await holidays('?country=PT', ivo.headers)).holidays.map((h) => h.date));
    while (portuguese.has(dayFromNow(wednesday))) wednesday += 7;
    const res = await accept({ country: 'PT', dates: [dayFromNow(wednesday)] }, ivo.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.dates).toMatch(/^Not a public holiday of the next 12 months there: /);
    expect(await overrides(ivo.headers)).toEqual(before);
    expect((await accept({ country: 'PT', dates: [] }, ivo.headers)).statusCode).toBe(400);
    expect((await holidays('', ivo.headers)).country).toBeNull();
  });

  it('is the stylist’s own: customers 403, another stylist unaffected', async () => {
    const customer = await f.customer('Hugo', hanna.host);
    expect((await get('/api/open_hours/holidays?country=DE', customer.headers)).statusCode).toBe(403);
    expect((await accept({ country: 'DE', dates: ['2026-12-25'] }, customer.headers)).statusCode).toBe(403);
    expect((await overrides(ivo.headers)).length).toBe(0);
  });
});

describe('public closures', () => {
  it('closed special days, whole days under blocked time, joined over days she never works', async () => {
    const friday = nextWeekday(4, 20);
    const [fri, sat, sun, mon, tue] = [0, 1, 2, 3, 4].map((i) => dayFromNow(friday + i)) as [string, string, string, string, string];
    expect(await closures(ivo)).toEqual([]);
    // Friday closed as a special day; Saturday fully blocked (open 00:00–23:00); Sunday she never works; Monday closed.
    await f.app.inject({ method: 'POST', url: '/api/open_hours/overrides', headers: ivo.headers, payload: { date: fri, intervals: [] } });
    const offset = (date: string) =>
      (new Intl.DateTimeFormat('en', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT').replace('GMT', '') || '+00:00';
    const blocked = await f.app.inject({
      method: 'POST',
      url: '/api/blocked_times',
      headers: ivo.headers,
      payload: { startsAt: `${sat}T00:00:00${offset(sat)}`, endsAt: `${sat}T23:00:00${offset(sat)}`, note: 'Away' },
    });
    expect(blocked.statusCode).toBe(201);
    await f.app.inject({ method: 'POST', url: '/api/open_hours/overrides', headers: ivo.headers, payload: { date: mon, intervals: [] } });
    // Tuesday: blocked only partly, still open.
    await f.app.inject({ method: 'POST', url: '/api/blocked_times', headers: ivo.headers, payload: { startsAt: `${tue}T09:00:00${offset(tue)}`, endsAt: `${tue}T12:00:00${offset(tue)}`, note: '' } });
    expect(await closures(ivo)).toEqual([{ from: fri, to: mon }]);
    // Sunday alone (a day she never works) is no closure; opening it splits the stretch.
    await f.app.inject({ method: 'POST', url: '/api/open_hours/overrides', headers: ivo.headers, payload: { date: sun, intervals: [{ startTime: '10:00', endTime: '12:00' }] } });
    expect(await closures(ivo)).toEqual([{ from: fri, to: sat }, { from: mon, to: mon }]);
  });

  it('is public per subdomain: one stylist’s closures are not another’s; unknown subdomain 404', async () => {
    // Closed days next to each other are one closure (her Bavarian holidays may touch the Wednesday):
    // a Wednesday no closure of hers covers yet, covered once she closes it.
    const covers = (list: { from: string; to: string }[], date: string) => list.some((c) => c.from <= date && date <= c.to);
    const before = await closures(hanna);
    let days = nextWeekday(2, 30);
    while (covers(before, dayFromNow(days))) days += 7;
    const wednesday = dayFromNow(days);
    await f.app.inject({ method: 'POST', url: '/api/open_hours/overrides', headers: hanna.headers, payload: { date: wednesday, intervals: [] } });
    expect(covers(await closures(hanna), wednesday)).toBe(true);
    expect(covers(await closures(ivo), wednesday)).toBe(false);
    const unknown = await f.app.inject({ method: 'GET', url: '/api/public/closures', headers: { host: 'nobody.chairly.localhost' } });
    expect(unknown.statusCode).toBe(404);
  });
});
