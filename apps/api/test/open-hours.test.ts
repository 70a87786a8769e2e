import { openHoursCollectionSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

let f: SettingsFixture;

beforeAll(async () => {
  f = await createSettingsFixture();
});
afterAll(async () => f.close());

const list = async (headers = f.annaHeaders) => {
  const res = await f.app.inject({ method: 'GET', url: '/api/open_hours?timestamp=1', headers });
  expect(res.statusCode).toBe(200);
  return openHoursCollectionSchema.parse(res.json())['hydra:member'].map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }));
};
const save = (payload: unknown, headers = f.annaHeaders) =>
  f.app.inject({ method: 'POST', url: '/api/open_hours', headers, payload: payload as object });

const ANNA_SEED = [
  { weekDay: 0, startTime: '09:00', endTime: '18:00' },
  { weekDay: 1, startTime: '09:00', endTime: '18:00' },
  { weekDay: 2, startTime: '09:00', endTime: '13:00' },
  { weekDay: 2, startTime: '14:00', endTime: '19:00' },
  { weekDay: 3, startTime: '09:00', endTime: '18:00' },
  { weekDay: 4, startTime: '09:00', endTime: '18:00' },
  { weekDay: 5, startTime: '10:00', endTime: '14:00' },
];

describe('open hours', () => {
  it('lists the seeded hours by day, then start (a lunch break is two rows)', async () => {
    expect(await list()).toEqual(ANNA_SEED);
    expect((await list(f.bellaHeaders)).map((row) => row.weekDay)).toEqual([1, 2, 3, 4, 5]);
  });

  it('replaces the whole list and answers it sorted', async () => {
    const rows = [
      { weekDay: 6, startTime: '10:00', endTime: '12:00' },
      { weekDay: 0, startTime: '13:00', endTime: '17:00' },
      { weekDay: 0, startTime: '08:00', endTime: '13:00' },
    ];
    const res = await save(rows);
    expect(res.statusCode).toBe(200);
    expect(res.json()['hydra:totalItems']).toBe(3);
    expect(await list()).toEqual([rows[2], rows[1], rows[0]]);
  });

  it("rejects from ≥ to with the spec's message on that row, and changes nothing", async () => {
    const before = await list();
    const res = await save([
      { weekDay: 1, startTime: '09:00', endTime: '17:00' },
      { weekDay: 2, startTime: '12:00', endTime: '12:00' },
      { weekDay: 3, startTime: '15:00', endTime: '10:00' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      '1.endTime': "The start time must be earlier than the end time",
      '2.endTime': "The start time must be earlier than the end time",
    });
    expect(await list()).toEqual(before);
  });

  it('rejects overlapping rows on the same day, and changes nothing', async () => {
    const before = await list();
    const res = await save([
      { weekDay: 4, startTime: '09:00', endTime: '13:00' },
      { weekDay: 4, startTime: '12:00', endTime: '18:00' },
      { weekDay: 5, startTime: '12:00', endTime: '18:00' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ '1.startTime': 'Open hours on the same day must not overlap' });
    expect(await list()).toEqual(before);
  });

  it('accepts back-to-back rows on one day', async () => {
    const rows = [
      { weekDay: 4, startTime: '09:00', endTime: '13:00' },
      { weekDay: 4, startTime: '13:00', endTime: '18:00' },
    ];
    expect((await save(rows)).statusCode).toBe(200);
    expect(await list()).toEqual(rows);
  });

  it.each([
    [{ weekDay: 7, startTime: '09:00', endTime: '10:00' }, '0.weekDay'],
    [{ weekDay: -1, startTime: '09:00', endTime: '10:00' }, '0.weekDay'],
    [{ startTime: '09:00', endTime: '10:00' }, '0.weekDay'],
    [{ weekDay: 1, startTime: '09:30', endTime: '10:00' }, '0.startTime'],
    [{ weekDay: 1, startTime: '09:00', endTime: '24:00' }, '0.endTime'],
    [{ weekDay: 1, startTime: '9:00', endTime: '10:00' }, '0.startTime'],
  ])('rejects the invalid row %o', async (row, field) => {
    const before = await list();
    const res = await save([{ weekDay: 0, startTime: '08:00', endTime: '09:00' }, row].reverse());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await list()).toEqual(before);
  });

  it('explains a whole-hour error', async () => {
    const res = await save([{ weekDay: 1, startTime: '09:30', endTime: '10:00' }]);
    expect(res.json().fields['0.startTime']).toBe('The From field must be a whole hour between 00:00 and 23:00');
  });

  it('an empty list closes every day', async () => {
    expect((await save([])).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it("keeps tenants apart: B's save never touches A's rows", async () => {
    await save([{ weekDay: 0, startTime: '10:00', endTime: '11:00' }]);
    await save([{ weekDay: 3, startTime: '08:00', endTime: '09:00' }], f.bellaHeaders);
    expect(await list()).toEqual([{ weekDay: 0, startTime: '10:00', endTime: '11:00' }]);
    expect(await list(f.bellaHeaders)).toEqual([{ weekDay: 3, startTime: '08:00', endTime: '09:00' }]);
  });

  it('needs a stylist token', async () => {
    expect((await f.app.inject({ method: 'GET', url: '/api/open_hours', headers: { host: HOSTS.anna } })).statusCode).toBe(401);
    expect((await f.app.inject({ method: 'GET', url: '/api/open_hours', headers: f.customerHeaders })).statusCode).toBe(403);
    expect((await save([], f.customerHeaders)).statusCode).toBe(403);
  });

  it('public: the hours of the subdomain’s stylist, 404 for an unknown subdomain', async () => {
    const pub = await f.app.inject({ method: 'GET', url: '/api/public/open_hours', headers: { host: 'bella.chairly.localhost' } });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()['hydra:member']).toMatchObject([{ weekDay: 3, startTime: '08:00', endTime: '09:00' }]);
    const unknown = await f.app.inject({ method: 'GET', url: '/api/public/open_hours', headers: { host: 'nobody.chairly.localhost' } });
    expect(unknown.statusCode).toBe(404);
    const root = await f.app.inject({ method: 'GET', url: '/api/public/open_hours', headers: { host: HOSTS.root } });
    expect(root.statusCode).toBe(404);
  });
});
