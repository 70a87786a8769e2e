import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createDatabase } from '../src/db/client';
import { createJobHandlers } from '../src/jobs/job-handlers';
import { createJobRunner } from '../src/jobs/job-runner';
import { QUEUES, SCHEDULES } from '../src/jobs/queues';
import { createDataExportJobs } from '../src/modules/exports/index';
import { createLogger } from '../src/lib/logger';
import { newStylist, type TestStylist } from './catalogue';
import { createMigratedDatabase, createTestApp, testConfig } from './helpers';

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF records), strict about what it accepts. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('unterminated quoted field');
        field += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i++;
      }
    } else {
      while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') field += text[i++];
      if (field.includes('"')) throw new Error(`bare quote in ${field}`);
    }
    record.push(field);
    if (text[i] === separator) { i++; continue; }
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
      if (i === text.length) return records;
      continue;
    }
    throw new Error(`record not ended by CRLF at ${i}: ${JSON.stringify(text.slice(i, i + 10))}`);
  }
}

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;
let pool: pg.Pool;
let erika: TestStylist; // German, Europe/Berlin, EUR
let frank: TestStylist; // English, UTC, USD
let serviceId: number;

const get = (who: TestStylist, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
const one = async <T>(sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows[0] as T;

async function customer(who: TestStylist, name: string, lastName = '', extra: { email?: string; notes?: string; createdAt?: string } = {}) {
  const row = await one<{ id: string }>(
    'INSERT INTO customers (stylist_id, name, last_name, email, notes, created_at) VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now())) RETURNING id',
    [who.id, name, lastName, extra.email ?? '', extra.notes ?? '', extra.createdAt ?? null],
  );
  return Number(row.id);
}

async function appointment(who: TestStylist, customerId: number, state: string, startsAt: string, cents: number, services: string[], depositCents = 0) {
  const row = await one<{ id: string; uuid: string }>(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, deposit_cents, created_by)
     VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '1 hour', $5, $6, 'stylist') RETURNING id, uuid`,
    [who.id, customerId, state, startsAt, cents, depositCents],
  );
  for (const [position, name] of services.entries())
    await pool.query('INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes) VALUES ($1, $2, $3, $4, 1000, 30)', [row.id, position, serviceId, name]);
  return { id: Number(row.id), uuid: row.uuid };
}

async function charge(who: TestStylist, appointmentId: number, kind: string, cents: number, status = 'succeeded') {
  const row = await one<{ id: string }>(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'eur', 'sandbox', $5, gen_random_uuid()::text) RETURNING id`,
    [who.id, appointmentId, kind, cents, status],
  );
  return row.id;
}

beforeAll(async () => {
  db = await createMigratedDatabase('reference');
  pool = db.database.pool;
  app = await createTestApp({ database: db.database });
  erika = await newStylist(app, pool, 'erika');
  frank = await newStylist(app, pool, 'frank');
  await pool.query("UPDATE stylists SET locale = 'de', currency = 'EUR', time_zone_id = (SELECT id FROM time_zones WHERE name = 'Europe/Berlin') WHERE id = $1", [erika.id]);
  await pool.query("UPDATE stylists SET locale = 'en', currency = 'USD', time_zone_id = (SELECT id FROM time_zones WHERE name = 'UTC') WHERE id = $1", [frank.id]);
  const service = await one<{ id: string }>(
    "INSERT INTO services (stylist_id, name, price_cents, duration_minutes, category_id, public) VALUES ($1, 'Schnitt; kurz', 4550, 45, (SELECT id FROM categories ORDER BY id LIMIT 1), true) RETURNING id",
    [erika.id],
  );
  serviceId = Number(service.id);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('GET /api/exports/customers.csv', () => {
  it('writes UTF-8 with a BOM, CRLF records, RFC 4180 quoting, guarded formulas and headers in her language', async () => {
    await customer(erika, 'Zoë "die Große"', 'Müller', { email: 'zoe@example.test', notes: 'Mag Tee; kein Kaffee\r\nzweite Zeile' });
    await customer(erika, '=HYPERLINK("http://evil.test")', '+49', { notes: '@SUM(A1)' });
    await customer(frank, 'Frank’s customer', 'Only');

    const res = await get(erika, '/api/exports/customers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(res.body.slice(1), ';');
    expect(rows[0]).toEqual(['ID', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Notizen', 'Gelöscht', 'Angelegt']);
    expect(rows.slice(1).map((r) => r.slice(1, 7))).toEqual([
      ['Zoë "die Große"', 'Müller', 'zoe@example.test', '', 'Mag Tee; kein Kaffee\r\nzweite Zeile', 'nein'],
      ['\'=HYPERLINK("http://evil.test")', "'+49", '', '', "'@SUM(A1)", 'nein'],
    ]);
    expect(rows.slice(1).every((r) => r.length === 8)).toBe(true);
  });

  it("holds only her own customers (frank's file has none of erika's)", async () => {
    const res = await get(frank, '/api/exports/customers.csv');
    const rows = parseCsv(res.body.slice(1), ',');
    expect(rows[0]?.[1]).toBe('First name');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Frank’s customer']);
  });

  it('streams every row of a large account, page after page', async () => {
    const big = await newStylist(app, pool, 'gross');
    await pool.query("INSERT INTO customers (stylist_id, name, last_name) SELECT $1, 'Kundin ' || n, 'Nr' FROM generate_series(1, 1234) AS n", [big.id]);
    const res = await get(big, '/api/exports/customers.csv');
    const rows = parseCsv(res.body.slice(1), ',');
    expect(rows).toHaveLength(1235);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(1234);
  });
});

describe('GET /api/exports/appointments.csv', () => {
  let zoe: number;
  beforeAll(async () => {
    zoe = await customer(erika, 'Zoë', 'Termin', { email: 'zoe.t@example.test' });
    // 23:30 in Berlin on 10 March (22:30 UTC): a day of hers, not of UTC's next one.
    const late = await appointment(erika, zoe, 'completed', '2031-03-10T22:30:00Z', 4550, ['Schnitt', 'Färben'], 1000);
    await charge(erika, late.id, 'deposit', 1000);
    await charge(erika, late.id, 'checkout', 3550);
    const noShow = await appointment(erika, zoe, 'no_show', '2031-03-12T09:00:00Z', 3000, ['Schnitt']);
    await charge(erika, noShow.id, 'no-show-fee', 1500);
    await charge(erika, noShow.id, 'cancel-fee', 999, 'failed');
    const cancelled = await appointment(erika, zoe, 'cancelled', '2031-03-14T09:00:00Z', 2000, ['Schnitt'], 500);
    const depositId = await charge(erika, cancelled.id, 'deposit', 500);
    await pool.query(
      `INSERT INTO payment_refunds (id, charge_id, stylist_id, appointment_id, amount_cents, reason, provider, status, idempotency_key)
       VALUES (gen_random_uuid(), $1, $2, $3, 500, 'stylist-cancelled', 'sandbox', 'succeeded', gen_random_uuid()::text)`,
      [depositId, erika.id, cancelled.id],
    );
    await appointment(erika, zoe, 'expired', '2031-03-15T09:00:00Z', 2000, ['Schnitt']);
  });

  it('lists services, amounts, states, deposits, fees and refunds in her number format (decimal comma, `;`)', async () => {
    const rows = parseCsv((await get(erika, '/api/exports/appointments.csv')).body.slice(1), ';');
    expect(rows[0]).toEqual(['ID', 'Beginn', 'Ende', 'Status', 'Kunde', 'E-Mail des Kunden', 'Leistungen', 'Betrag', 'Anzahlung', 'Anzahlung bezahlt', 'Beim Abschluss bezahlt', 'Berechnete Gebühren', 'Erstattet', 'Währung', 'Storniert am', 'Notiz']);
    // The lapsed hold is not a booking: three rows.
    expect(rows.slice(1).map((r) => r.slice(1, 14))).toEqual([
      ['2031-03-10 23:30', '2031-03-11 00:30', 'abgeschlossen', 'Zoë Termin', 'zoe.t@example.test', 'Schnitt + Färben', '45,50', '10,00', '10,00', '35,50', '0,00', '0,00', 'EUR'],
      ['2031-03-12 10:00', '2031-03-12 11:00', 'nicht erschienen', 'Zoë Termin', 'zoe.t@example.test', 'Schnitt', '30,00', '0,00', '0,00', '0,00', '15,00', '0,00', 'EUR'],
      ['2031-03-14 10:00', '2031-03-14 11:00', 'storniert', 'Zoë Termin', 'zoe.t@example.test', 'Schnitt', '20,00', '5,00', '5,00', '0,00', '0,00', '5,00', 'EUR'],
    ]);
  });

  it('an English stylist gets `,` and a decimal point', async () => {
    const frankCustomer = await customer(frank, 'Fay', 'Fern');
    await appointment(frank, frankCustomer, 'booked', '2031-04-01T09:15:00Z', 12345, ['Cut, wash & dry']);
    const rows = parseCsv((await get(frank, '/api/exports/appointments.csv')).body.slice(1), ',');
    expect(rows[0]?.slice(0, 8)).toEqual(['ID', 'Start', 'End', 'State', 'Customer', 'Customer email', 'Services', 'Amount']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[6], r[7], r[13]])).toEqual([['2031-04-01 09:15', 'booked', 'Cut, wash & dry', '123.45', 'USD']]);
  });

  it('from/to are her calendar days, both included', async () => {
    const starts = async (query: string) => parseCsv((await get(erika, `/api/exports/appointments.csv?${query}`)).body.slice(1), ';').slice(1).map((r) => r[1]);
    expect(await starts('from=2031-03-10&to=2031-03-10')).toEqual(['2031-03-10 23:30']);
    expect(await starts('from=2031-03-11')).toEqual(['2031-03-12 10:00', '2031-03-14 10:00']);
    expect(await starts('to=2031-03-12')).toEqual(['2031-03-10 23:30', '2031-03-12 10:00']);
    expect(await starts('from=2031-03-15&to=2031-03-20')).toEqual([]);
  });

  it('refuses a bad date or a reversed range with the spec’s messages, in the one error shape', async () => {
    const bad = await get(erika, '/api/exports/appointments.csv?from=2031-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { from: 'The from field must be a date (yyyy-MM-dd)' } });
    const reversed = await get(erika, '/api/exports/reviews.csv?from=2031-03-12&to=2031-03-11');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION', fields: { to: 'The end date must not be before the start date' } });
    const missing = await get(erika, '/api/exports/services.csv?from=');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', requestId: expect.any(String) });
    // The web client's cache-busting parameter is ignored, like any other unknown one.
    expect((await get(erika, '/api/exports/services.csv?_t=1764277200000')).statusCode).toBe(200);
  });
});

describe('GET /api/exports/services.csv and reviews.csv', () => {
  it('services: price in her format, the category in her language, quoted where needed', async () => {
    const rows = parseCsv((await get(erika, '/api/exports/services.csv')).body.slice(1), ';');
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'Name', 'Kategorie', 'Preis']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[4], r[6], r[8]])).toEqual([['Schnitt; kurz', '45,50', 'EUR', '45', 'ja']]);
    expect(parseCsv((await get(frank, '/api/exports/services.csv')).body.slice(1), ',')).toHaveLength(1);
  });

  it('reviews: rating, comment and the customer, hers only', async () => {
    const reviewer = await customer(erika, 'Rita', 'Review');
    const done = await appointment(erika, reviewer, 'completed', '2031-02-01T10:00:00Z', 3000, ['Schnitt']);
    await pool.query("INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment, public) VALUES ($1, $2, $3, 4, '-Sehr gut, \"gern\" wieder', true)", [erika.id, done.id, reviewer]);
    const rows = parseCsv((await get(erika, '/api/exports/reviews.csv')).body.slice(1), ';');
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([['2031-02-01 11:00', 'Rita Review', '4', '\'-Sehr gut, "gern" wieder', 'ja']]);
    expect(parseCsv((await get(frank, '/api/exports/reviews.csv')).body.slice(1), ',')).toHaveLength(1);
  });
});

describe('POST /api/exports: the whole account as a job', () => {
  it('answers 202, the job makes the archive with progress, the link downloads it, then expires (410)', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/exports', headers: erika.headers });
    expect(created.statusCode).toBe(202);
    const { id, status } = created.json<{ id: string; status: string }>();
    expect(status).toBe('pending');
    // A second request while it waits answers the same export.
    expect((await app.inject({ method: 'POST', url: '/api/exports', headers: erika.headers })).json()).toMatchObject({ id });
    expect((await get(erika, `/api/exports/${id}`)).json()).toMatchObject({ id, status: 'pending', progress: 0, downloadUrl: null });
    // Another stylist cannot see it.
    expect((await get(frank, `/api/exports/${id}`)).statusCode).toBe(404);

    const database = createDatabase(db.url, { max: 4 });
    const runner = createJobRunner({ databaseUrl: db.url, database, config: testConfig({ JOBS_POLL_SECONDS: '0.5' }), logger: createLogger('silent') });
    await runner.start();
    let state = (await get(erika, `/api/exports/${id}`)).json<{ status: string; progress: number; downloadUrl: string | null; expiresAt: string | null }>();
    try {
      await runner.relayNow();
      while (state.status === 'pending' || state.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        state = (await get(erika, `/api/exports/${id}`)).json();
      }
    } finally {
      await runner.stop();
      await database.close();
    }
    expect(state).toMatchObject({ status: 'ready', progress: 100, downloadUrl: expect.stringMatching(new RegExp(`^/api/exports/${id}/download\\?token=[\\w-]{43}$`)) });
    expect(new Date(state.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    // The link needs no session: its token is the credential.
    const download = await app.inject({ method: 'GET', url: state.downloadUrl!, headers: { host: erika.headers.host! } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="chairly-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const archive = download.json<Record<string, Array<Record<string, unknown>>> & { account: Record<string, unknown> }>();
    expect(archive.account).toMatchObject({ subdomain: 'erika', locale: 'de', currency: 'EUR', time_zone: 'Europe/Berlin' });
    expect(archive.customers!.map((c) => c.name)).toContain('Zoë "die Große"');
    expect(archive.customers!.map((c) => c.name)).not.toContain('Fay');
    expect(archive.appointments!.map((a) => a.services)).toContain('Schnitt + Färben');
    expect(archive.services!.map((s) => s.name)).toEqual(['Schnitt; kurz']);
    expect(archive.reviews).toHaveLength(1);

    const forged = await app.inject({ method: 'GET', url: `/api/exports/${id}/download?token=${'A'.repeat(43)}`, headers: { host: erika.headers.host! } });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'NOT_FOUND' });

    // A day later: the status says so, the link answers 410 and the archive's bytes are gone.
    await pool.query("UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await get(erika, `/api/exports/${id}`)).json()).toMatchObject({ status: 'expired', downloadUrl: null });
    const gone = await app.inject({ method: 'GET', url: state.downloadUrl!, headers: { host: erika.headers.host! } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'GONE', message: 'This download link has expired; start a new export' });
    expect(await one<{ archive: Buffer | null }>('SELECT archive FROM data_exports WHERE id = $1', [id])).toEqual({ archive: null });
    expect((await app.inject({ method: 'GET', url: state.downloadUrl!, headers: { host: erika.headers.host! } })).statusCode).toBe(410);
  });

  it('the hourly exports.expire schedule drops the bytes of every archive past its time, and only those', async () => {
    expect(SCHEDULES).toContainEqual({ queue: QUEUES.exportsExpire, cron: '15 * * * *' });
    const [old, fresh] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    await pool.query(
      `INSERT INTO data_exports (id, stylist_id, status, progress, archive, expires_at) VALUES
        ($1, $3, 'ready', 100, '\\x7b7d', now() - interval '1 minute'), ($2, $4, 'ready', 100, '\\x7b7d', now() + interval '1 hour')`,
      [old, fresh, erika.id, frank.id],
    );
    const database = createDatabase(db.url);
    try {
      const handlers = createJobHandlers({ exports: createDataExportJobs(database.db) } as Parameters<typeof createJobHandlers>[0]);
      await handlers[QUEUES.exportsExpire]({} as never, 'job');
    } finally {
      await database.close();
    }
    expect(await one<{ archive: Buffer | null }>('SELECT archive FROM data_exports WHERE id = $1', [old])).toEqual({ archive: null });
    expect(await one<{ archive: Buffer | null }>('SELECT archive FROM data_exports WHERE id = $1', [fresh])).toEqual({ archive: Buffer.from('{}') });
  });

  it('50 requests at the same moment: one export, one job, every answer 202 with its id', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject({ method: 'POST', url: '/api/exports', headers: frank.headers })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(202));
    const ids = new Set(answers.map((a) => a.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM data_exports WHERE stylist_id = $1 AND status IN ('pending', 'running')", [frank.id])).toEqual({ n: 1 });
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM notification_events WHERE kind = 'export.requested' AND payload->>'exportId' = $1", [id])).toEqual({ n: 1 });
    expect(await one<{ n: number }>("SELECT count(*)::int AS n FROM notification_events WHERE kind = 'export.requested' AND (payload->>'stylistId')::bigint = $1", [frank.id])).toEqual({ n: 1 });
  });

  it('an unknown or malformed id answers 404 / 400 in the one error shape', async () => {
    expect((await get(erika, '/api/exports/00000000-0000-4000-8000-000000000009')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(erika, '/api/exports/nope')).statusCode).toBe(400);
  });
});
