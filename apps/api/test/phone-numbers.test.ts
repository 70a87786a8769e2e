import { parsePhone } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPhonesToE164, PHONES_STEP } from '../src/db/phones-to-e164';
import { stylistAuth } from './auth';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/** Issue #29.4 (decision D35): numbers read in the stylist's country, stored and returned in E.164. */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let greta: BookingStylist;
let stylistHeaders: Record<string, string>;

beforeAll(async () => {
  f = await createBookingFixture();
  greta = await f.openStylist('greta');
  await f.pool.query("UPDATE stylists SET country = 'DE' WHERE id = $1", [greta.id]);
  stylistHeaders = { ...(await stylistAuth(f.app, { id: greta.id, subdomain: 'greta' })), host: greta.host };
});
afterAll(() => f.close());

const addCustomer = (phone: string) =>
  f.app.inject({ method: 'POST', url: '/api/customers', headers: stylistHeaders, payload: { name: 'Ida', phone } });

describe('a customer phone typed by the stylist', () => {
  it.each([
    ['national', '0151 2345678'],
    ['international', '+49 151 2345678'],
    ['with the 00 prefix', '0049 151 2345678'],
  ])('the %s form is stored and returned as +491512345678', async (_form, typed) => {
    const res = await addCustomer(typed);
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('+491512345678');
    const { rows } = await f.pool.query('SELECT phone FROM customers WHERE id = $1', [res.json().id]);
    expect(rows[0].phone).toBe('+491512345678');
    expect((await f.app.inject({ method: 'GET', url: `/api/customers/${res.json().id}`, headers: stylistHeaders })).json().phone).toBe('+491512345678');
  });

  it('a number of another country, written internationally, is accepted', async () => {
    const res = await addCustomer('+351 912 345 678');
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('+351912345678');
  });

  it('an impossible number is refused with the spec message, nothing stored', async () => {
    const before = await f.pool.query('SELECT count(*)::int AS n FROM customers WHERE stylist_id = $1', [greta.id]);
    for (const typed of ['123', '+999 1234567']) {
      const res = await addCustomer(typed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { phone: 'The Phone field format is invalid' } });
    }
    const after = await f.pool.query('SELECT count(*)::int AS n FROM customers WHERE stylist_id = $1', [greta.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('a replaced customer keeps E.164 and an empty phone stays empty', async () => {
    const id = (await addCustomer('')).json().id;
    const put = (phone: string) =>
      f.app.inject({ method: 'PUT', url: `/api/customers/${id}`, headers: stylistHeaders, payload: { name: 'Ida', phone } });
    expect((await put('030 1234567')).json().phone).toBe('+49301234567');
    expect((await put('12')).statusCode).toBe(400);
    expect((await put('')).json().phone).toBe('');
  });

  it('without a country (an old account) only the international forms are read', async () => {
    await f.pool.query('UPDATE stylists SET country = NULL, holiday_country = NULL WHERE id = $1', [greta.id]);
    try {
      expect((await addCustomer('0151 2345678')).statusCode).toBe(400);
      expect((await addCustomer('0049 151 2345678')).json().phone).toBe('+491512345678');
      await f.pool.query("UPDATE stylists SET holiday_country = 'PT' WHERE id = $1", [greta.id]);
      expect((await addCustomer('912 345 678')).json().phone).toBe('+351912345678');
    } finally {
      await f.pool.query("UPDATE stylists SET country = 'DE', holiday_country = NULL WHERE id = $1", [greta.id]);
    }
  });
});

describe('the customer search', () => {
  it('finds a stored E.164 number by the national form she types', async () => {
    const id = (await addCustomer('0171 9876543')).json().id;
    const search = async (text: string) =>
      (await f.app.inject({ method: 'GET', url: `/api/customers?search=${encodeURIComponent(text)}`, headers: stylistHeaders })).json()['hydra:member'].map((c: { id: number }) => c.id);
    expect(await search('0171 987')).toEqual([id]);
    expect(await search('+49 171 9876543')).toEqual([id]);
  });
});

describe("the stylist's business phone", () => {
  const patch = (payload: Record<string, unknown>) =>
    f.app.inject({ method: 'PATCH', url: `/api/stylists/${greta.id}`, headers: stylistHeaders, payload });

  it('is stored in E.164 and an impossible one refused', async () => {
    const res = await patch({ businessPhone: '030 1234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().businessPhone).toBe('+49301234567');
    const bad = await patch({ businessPhone: '0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { businessPhone: 'The Business phone field format is invalid' } });
    expect((await f.app.inject({ method: 'GET', url: `/api/stylists/${greta.id}`, headers: stylistHeaders })).json().businessPhone).toBe('+49301234567');
  });

  it('the public profile links E.164 and writes it as her country does', async () => {
    await patch({ businessPhone: '+49 30 1234567' });
    const profile = (await f.app.inject({ method: 'GET', url: '/api/public/stylists/subdomain/greta', headers: { host: greta.host } })).json();
    expect(profile).toMatchObject({ businessPhone: '+49301234567', businessPhoneDisplay: '030 1234567' });
  });
});

describe('the contact a customer gives when she books', () => {
  it('is stored in E.164, read in the country of the stylist she books with', async () => {
    const ann = await f.customer('Ann', greta.host);
    const book = (phone: string, day: number) =>
      f.app.inject({
        method: 'POST',
        url: '/api/logged-customer/appointment',
        headers: ann.headers,
        payload: { services: [greta.services[0]], startsAt: berlinStart(day, '10:00'), stripeCardId: null, customer: { name: 'Ann', email: 'ann@example.test', phone }, note: '' },
      });
    const refused = await book('0151', 3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'customer.phone': 'The Phone field format is invalid' });
    const booked = await book('0151 2345678', 3);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().customer.phone).toBe('+491512345678');
    // Her appointment list finds it by the number as the stylist would type it.
    const range = new URLSearchParams({
      'startsAt[after]': new Date(Date.now() - 86_400_000).toISOString(),
      'startsAt[strictly_before]': new Date(Date.now() + 30 * 86_400_000).toISOString(),
      search: '0151 234',
    });
    const found = await f.app.inject({ method: 'GET', url: `/api/appointments/list?${range}`, headers: stylistHeaders });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()['hydra:member'].map((a: { id: number }) => a.id)).toContain(booked.json().id);
  });
});

describe('the demo data', () => {
  it("holds every number in E.164, valid in its stylist's country", async () => {
    const { rows } = await f.pool.query<{ phone: string; country: string }>(
      `SELECT c.phone, s.country FROM customers c JOIN stylists s ON s.id = c.stylist_id WHERE s.subdomain IN ('anna', 'bella')
       UNION ALL SELECT business_phone, country FROM stylists WHERE subdomain IN ('anna', 'bella')`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => parsePhone(r.phone, r.country) !== r.phone)).toEqual([]);
  });
});

describe('the start-up step that rewrites old numbers', () => {
  it('converts what it can read, reports the rest masked, and runs once', async () => {
    await f.pool.query('DELETE FROM schema_migrations WHERE name = $1', [PHONES_STEP]);
    const { rows } = await f.pool.query<{ id: number }>(
      `INSERT INTO customers (stylist_id, name, phone) VALUES ($1, 'Old', '0151 2345678'), ($1, 'Typo', '0151'), ($1, 'Abroad', '+351 912 345 678')
       RETURNING id`,
      [greta.id],
    );
    await f.pool.query("UPDATE stylists SET business_phone = '(030) 1234567' WHERE id = $1", [greta.id]);
    const warnings: { fields: Record<string, unknown>; message: string }[] = [];
    const logger = { warn: (fields: object, message: string) => warnings.push({ fields: { ...fields }, message }), info: () => undefined };

    const report = await convertPhonesToE164(f.pool, logger);
    // Other rows of this database (the fixture's accounts, '+1 555') are reported too.
    expect(report!.converted).toBeGreaterThanOrEqual(3);
    expect(report!.unparsable).toBe(warnings.length - 1);
    const phones = await f.pool.query('SELECT id, phone FROM customers WHERE id = ANY($1) ORDER BY id', [rows.map((r) => r.id)]);
    expect(phones.rows.map((r) => r.phone)).toEqual(['+491512345678', '0151', '+351912345678']);
    expect((await f.pool.query('SELECT business_phone FROM stylists WHERE id = $1', [greta.id])).rows[0].business_phone).toBe('+49301234567');

    const perNumber = warnings.filter((w) => w.fields.table === 'customers' && w.fields.stylistId === greta.id);
    expect(perNumber).toEqual([{ fields: { table: 'customers', id: Number(rows[1]!.id), stylistId: greta.id, phone: '…51 (4 characters)' }, message: expect.any(String) }]);
    expect(JSON.stringify(warnings)).not.toContain('0151');
    expect(warnings.at(-1)!.fields).toMatchObject({ unparsable: report!.unparsable });

    expect(await convertPhonesToE164(f.pool, logger)).toBeNull();
  });
});
