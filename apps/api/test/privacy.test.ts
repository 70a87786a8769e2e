import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth } from './auth';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

// Issue #32.2, D45: her data (Art. 15/20) and erasure (Art. 17), proven by searching every table.
type Headers = Record<string, string>;
type Person = { name: string; lastName: string; email: string; phone: string; digits: string };
const ADMIN_SECRET = 'privacy-test-admin-secret-0123456789abcdef';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let olga: BookingStylist;
let idp: Server;
const idpCalls: { method: string; url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  // A stand-in identity provider: records the API's server-to-server deletion call.
  idp = createServer((req, res) => {
    idpCalls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    res.statusCode = req.headers.authorization === `Bearer ${ADMIN_SECRET}` ? 204 : 401;
    res.end();
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  f = await createBookingFixture({ OIDC_ISSUER: issuer, IDP_ADMIN_SECRET: ADMIN_SECRET });
  nora = await f.openStylist('nora');
  olga = await f.openStylist('olga');
});
afterAll(async () => {
  await f.close();
  await new Promise((resolve) => idp.close(resolve));
});

const post = (url: string, headers: Headers, payload?: unknown) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const get = (url: string, headers: Headers) => f.app.inject({ url, headers });

let serial = 0;
/** A person with names, address and number found nowhere else in the database. */
function person(name: string, lastName: string): Person {
  serial += 1;
  const digits = `4915${String(Date.now() % 10_000_000).padStart(7, '0')}${serial}`;
  return { name, lastName, email: `${name}.${lastName}@privacy.example`.toLowerCase(), phone: `+${digits}`, digits };
}

async function account(p: Person, sub = `sub-${crypto.randomUUID()}`): Promise<number> {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO customer_accounts (auth_subject, email, name, lastname, phone) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [sub, p.email, p.name, p.lastName, p.phone],
  );
  return Number(rows[0]?.id);
}
const onHost = async (accountId: number, stylist: BookingStylist, sub?: string) => ({ host: stylist.host, ...(await customerAuth(f.app, { accountId, ...(sub ? { sub } : {}) })) });

/** A booking through the API: hold, then confirm with her contact and a note naming her. */
async function book(headers: Headers, stylist: BookingStylist, p: Person, days: number, time = '10:00') {
  const hold = await post('/api/logged-customer/block-date', headers, { services: [stylist.services[0]], startsAt: berlinStart(days, time) });
  expect(hold.statusCode).toBe(201);
  const id = (hold.json() as { id: number }).id;
  const confirmed = await post('/api/logged-customer/appointment/confirm', headers, {
    appointmentId: id,
    stripeCardId: null,
    customer: { name: p.name, lastName: p.lastName, email: p.email, phone: p.phone },
    note: `Please call ${p.name} ${p.lastName}`,
  });
  expect(confirmed.statusCode).toBe(200);
  return id;
}

async function customerId(stylist: BookingStylist, accountId: number): Promise<number> {
  const { rows } = await f.pool.query<{ id: string }>('SELECT id FROM customers WHERE stylist_id = $1 AND customer_account_id = $2', [stylist.id, accountId]);
  return Number(rows[0]?.id);
}

/** Turns a booking into a past, completed and paid one (the stylist's bookkeeping), with a review that names her. */
async function makePastAndPaid(appointmentId: number, stylist: BookingStylist, p: Person) {
  await f.pool.query(
    "UPDATE appointments SET state = 'completed', starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '1 hour' WHERE id = $1",
    [appointmentId],
  );
  await f.pool.query(
    "INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key) VALUES (gen_random_uuid(), $1, $2, 'checkout', 3000, 'eur', 'sandbox', 'succeeded', gen_random_uuid()::text)",
    [stylist.id, appointmentId],
  );
  await f.pool.query(
    "INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment) SELECT stylist_id, id, customer_id, 5, $2 FROM appointments WHERE id = $1",
    [appointmentId, `Lovely, says ${p.name} ${p.lastName}`],
  );
}

/** Messages as the job runner leaves them in the outbox: to her, and to the stylist naming her. */
async function messages(p: Person) {
  await f.pool.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, text_body, html_body) VALUES
       ('email', $1, 'Your booking', $2, $3), ('sms', $4, '', 'See you tomorrow', NULL),
       ('email', 'nora@example.test', 'New booking', $5, NULL)`,
    [p.email, `Hello ${p.name}`, `<p>Hello ${p.name}</p>`, p.phone, `${p.name} ${p.lastName} (+${p.digits.slice(0, 2)} ${p.digits.slice(2, 5)} ${p.digits.slice(5)}) booked a cut`],
  );
  await f.pool.query("INSERT INTO notification_log (kind, ref, recipient, channel, status) VALUES ('confirmation', 'x', $1, 'email', 'sent')", [p.email]);
}

/** Every text, json, jsonb and array column of every table, in every schema, that still holds one of her marks. */
async function tracesOf(pool: pg.Pool, p: Person): Promise<string[]> {
  const { rows: columns } = await pool.query<{ table_schema: string; table_name: string; column_name: string }>(`
    SELECT c.table_schema, c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
      AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`);
  expect(columns.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const c of columns) {
    const column = `"${c.column_name}"::text`;
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${c.table_schema}"."${c.table_name}"
       WHERE ${column} ILIKE ANY ($1) OR regexp_replace(${column}, '[^0-9]', '', 'g') LIKE $2`,
      [[`%${p.name}%`, `%${p.lastName}%`, `%${p.email}%`], `%${p.digits}%`],
    );
    if (Number(rows[0]?.n) > 0) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe('GET /api/logged-customer/my-data', () => {
  it('is her data at every stylist, as a download, and nobody else’s', async () => {
    const zoe = person('Zuleika', 'Quimbyfax');
    const other = person('Ottoline', 'Brackwater');
    const zoeId = await account(zoe);
    const otherId = await account(other);
    const zoeAtNora = await onHost(zoeId, nora);
    const zoeAtOlga = await onHost(zoeId, olga);
    const past = await book(zoeAtNora, nora, zoe, 2);
    await makePastAndPaid(past, nora, zoe);
    await book(zoeAtOlga, olga, zoe, 3);
    await book(await onHost(otherId, nora), nora, other, 4);
    expect((await post('/api/logged-customer/waitlist', zoeAtNora, { services: [nora.services[0]], from: dayFromNow(5), to: dayFromNow(9), timesOfDay: ['any'] })).statusCode).toBe(201);
    expect((await post('/api/logged-customer/services/request-consultation', zoeAtOlga, { serviceId: olga.services[0], message: 'Does it suit curls?', preferredContact: 'email' })).statusCode).toBe(201);
    await messages(zoe);

    const res = await get('/api/logged-customer/my-data', zoeAtNora);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="chairly-my-data.json"');
    const data = res.json();
    expect(data.account).toMatchObject({ name: 'Zuleika', lastName: 'Quimbyfax', email: zoe.email, phone: zoe.phone });
    expect(data.stylists.map((s: { stylist: { subdomain: string } }) => s.stylist.subdomain).sort()).toEqual(['nora', 'olga']);
    const atNora = data.stylists.find((s: { stylist: { subdomain: string } }) => s.stylist.subdomain === 'nora');
    expect(atNora.appointments).toEqual([expect.objectContaining({ state: 'completed', services: ['Cut'], amount: 30, note: 'Please call Zuleika Quimbyfax' })]);
    expect(atNora.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Lovely, says Zuleika Quimbyfax' })]);
    expect(atNora.waitlistEntries).toHaveLength(1);
    const atOlga = data.stylists.find((s: { stylist: { subdomain: string } }) => s.stylist.subdomain === 'olga');
    expect(atOlga.consultationRequests).toEqual([expect.objectContaining({ message: 'Does it suit curls?' })]);
    expect(data.messages.map((m: { recipient: string }) => m.recipient).sort()).toEqual([zoe.phone, zoe.email].sort());
    // Nothing of the other customer, who booked the same stylist.
    expect(res.body).not.toContain('Ottoline');
    expect(res.body).not.toContain('New booking');
  });
});

describe('POST /api/logged-customer/erasure', () => {
  it('refuses with 409 while a booking lies ahead or a payment runs, and erases nothing', async () => {
    const p = person('Philippa', 'Dunstable');
    const id = await account(p);
    const headers = await onHost(id, nora);
    const ahead = await book(headers, nora, p, 6);
    const refused = await post('/api/logged-customer/erasure', headers, { scope: 'all' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'erasure_future_bookings' });
    await makePastAndPaid(ahead, nora, p);
    await f.pool.query("UPDATE payment_charges SET status = 'pending' WHERE appointment_id = $1", [ahead]);
    const paying = await post('/api/logged-customer/erasure', headers, { scope: 'stylist' });
    expect(paying.statusCode).toBe(409);
    expect(paying.json()).toMatchObject({ code: 'CONFLICT', reason: 'erasure_payment_in_progress' });
    expect((await get('/api/logged-customer/my-data', headers)).json().stylists[0].customer.name).toBe('Philippa');
    expect(idpCalls).toEqual([]);
  });

  it('rejects an unknown scope with 400', async () => {
    const headers = await onHost(await account(person('Quentina', 'Vexhollow')), nora);
    const res = await post('/api/logged-customer/erasure', headers, { scope: 'everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('scope "stylist" erases her data at this stylist only', async () => {
    const p = person('Rosalind', 'Featherstonehaugh');
    const id = await account(p);
    const atNora = await onHost(id, nora);
    await makePastAndPaid(await book(atNora, nora, p, 7), nora, p);
    await makePastAndPaid(await book(await onHost(id, olga), olga, p, 7), olga, p);
    const res = await post('/api/logged-customer/erasure', atNora, { scope: 'stylist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erasedCustomers: 1, keptAppointments: 1, identityAccount: 'not-asked' });
    const left = (await get('/api/logged-customer/my-data', atNora)).json();
    expect(left.stylists.map((s: { stylist: { subdomain: string } }) => s.stylist.subdomain)).toEqual(['olga']);
    expect(left.account.email).toBe(p.email);
  });

  it('scope "all" leaves no trace of her name, e-mail or number in any table; amounts, dates and states stay; the identity provider deletes her account', async () => {
    const p = person('Sigourney', 'Wimbleworth');
    const sub = crypto.randomUUID();
    const id = await account(p, sub);
    const atNora = await onHost(id, nora, sub);
    const atOlga = await onHost(id, olga, sub);
    const paid = await book(atNora, nora, p, 8);
    await makePastAndPaid(paid, nora, p);
    const cancelled = await book(atOlga, olga, p, 8);
    expect((await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${cancelled}`, headers: atOlga })).statusCode).toBe(200);
    await post('/api/logged-customer/block-date', atOlga, { services: [olga.services[1]], startsAt: berlinStart(9) });
    expect((await post('/api/logged-customer/waitlist', atNora, { services: [nora.services[0]], from: dayFromNow(5), to: dayFromNow(9), timesOfDay: ['any'] })).statusCode).toBe(201);
    expect((await post('/api/logged-customer/services/request-consultation', atOlga, { serviceId: olga.services[0], message: `I am ${p.name} ${p.lastName}`, preferredContact: 'phone' })).statusCode).toBe(201);
    expect((await post('/api/logged-customer/payment/create-customer', atNora)).statusCode).toBeLessThan(300);
    await f.pool.query("UPDATE customers SET notes = $2 WHERE customer_account_id = $1", [id, `${p.name} prefers mornings`]);
    await messages(p);
    // A webhook body already made (issue #32.3b) and a whole-account archive (issue #32.1) that name her.
    const endpoint = await f.pool.query<{ id: string }>("INSERT INTO webhook_endpoints (stylist_id, url, events, secret) VALUES ($1, 'https://hooks.example/x', ARRAY['customer.created'], 'whsec') RETURNING id", [nora.id]);
    await f.pool.query(
      "INSERT INTO webhook_deliveries (stylist_id, endpoint_id, event_id, event, body) VALUES ($1, $2, gen_random_uuid(), 'customer.created', $3)",
      [nora.id, endpoint.rows[0]?.id, JSON.stringify({ data: { name: p.name, lastName: p.lastName, email: p.email, phone: p.phone } })],
    );
    const archive = await f.pool.query<{ id: string }>(
      "INSERT INTO data_exports (id, stylist_id, status, archive, expires_at) VALUES (gen_random_uuid(), $1, 'ready', convert_to($2, 'UTF8'), now() + interval '1 day') RETURNING id",
      [olga.id, `{"customers":[{"name":"${p.name}"}]}`],
    );
    await f.pool.query("INSERT INTO refresh_tokens (family_id, customer_account_id, token_hash, expires_at) VALUES (gen_random_uuid(), $1, $2, now() + interval '1 day')", [id, 'ab'.repeat(32)]);
    expect(await tracesOf(f.pool, p)).not.toEqual([]);
    const before = await f.pool.query('SELECT a.id, a.state, a.starts_at, a.amount_cents FROM appointments a JOIN customers c ON c.id = a.customer_id WHERE c.customer_account_id = $1 AND a.state <> $2 ORDER BY a.id', [id, 'held']);

    const res = await post('/api/logged-customer/erasure', atNora, { scope: 'all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erasedCustomers: 2, keptAppointments: 2, identityAccount: 'deleted' });

    expect(await tracesOf(f.pool, p)).toEqual([]);
    expect((await f.pool.query('SELECT archive FROM data_exports WHERE id = $1', [archive.rows[0]?.id])).rows).toEqual([{ archive: null }]);
    const after = await f.pool.query('SELECT id, state, starts_at, amount_cents FROM appointments WHERE id = ANY ($1) ORDER BY id', [before.rows.map((r) => r.id)]);
    expect(after.rows).toEqual(before.rows.map(({ id: appointment, state, starts_at, amount_cents }) => ({ id: appointment, state, starts_at, amount_cents })));
    expect((await f.pool.query("SELECT count(*)::int AS n FROM payment_charges WHERE appointment_id = $1 AND status = 'succeeded'", [paid])).rows[0].n).toBe(1);
    expect((await f.pool.query("SELECT count(*)::int AS n FROM appointments a JOIN customers c ON c.id = a.customer_id WHERE c.erased_at IS NOT NULL AND a.state = 'held'")).rows[0].n).toBe(0);
    expect(idpCalls).toContainEqual({ method: 'DELETE', url: `/admin/accounts/${encodeURIComponent(sub)}`, authorization: `Bearer ${ADMIN_SECRET}` });
    // Her account is gone: her old token finds nothing.
    expect((await get('/api/logged-customer/my-data', atNora)).statusCode).toBe(404);
  });
});

describe('POST /api/customers/{id}/erase', () => {
  it('the stylist erases a customer she added; another stylist gets 404 and erases nothing', async () => {
    const p = person('Thomasina', 'Grubbleton');
    const created = await post('/api/customers', nora.headers, { name: p.name, lastName: p.lastName, email: p.email, phone: p.phone, notes: `${p.name} is allergic` });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    await messages(p);
    const foreign = await post(`/api/customers/${id}/erase`, olga.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/customers/${id}`, nora.headers)).json()).toMatchObject({ name: p.name });

    const res = await post(`/api/customers/${id}/erase`, nora.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erasedCustomers: 1, keptAppointments: 0, identityAccount: 'not-asked' });
    expect(await tracesOf(f.pool, p)).toEqual([]);
    expect((await post(`/api/customers/${id}/erase`, nora.headers)).statusCode).toBe(404);
  });

  it('refuses while her booking lies ahead (409) and leaves her account to her', async () => {
    const p = person('Ulrika', 'Penhaligon');
    const accountId = await account(p);
    const headers = await onHost(accountId, nora);
    const ahead = await book(headers, nora, p, 10);
    const id = await customerId(nora, accountId);
    const refused = await post(`/api/customers/${id}/erase`, nora.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'erasure_future_bookings' });
    await makePastAndPaid(ahead, nora, p);
    expect((await post(`/api/customers/${id}/erase`, nora.headers)).statusCode).toBe(200);
    const mine = (await get('/api/logged-customer/my-data', headers)).json();
    expect(mine.account.email).toBe(p.email);
    expect(mine.stylists).toEqual([]);
  });
});

describe('erasure at the same time as bookings and charges', () => {
  it('never answers 5xx, and either the booking or the erasure wins', async () => {
    for (let round = 0; round < 16; round++) {
      const p = person(`Vespera${round}`, 'Ravenscroft');
      const id = await account(p);
      const headers = await onHost(id, nora);
      const hold = await post('/api/logged-customer/block-date', headers, { services: [nora.services[1]], startsAt: berlinStart(12 + round, '15:00') });
      expect(hold.statusCode).toBe(201);
      const holdId = (hold.json() as { id: number }).id;
      const customer = await customerId(nora, id);
      const answers = await Promise.all([
        post('/api/logged-customer/appointment/confirm', headers, { appointmentId: holdId, stripeCardId: null, customer: { name: p.name, lastName: p.lastName, email: p.email, phone: p.phone }, note: '' }),
        post('/api/logged-customer/erasure', headers, { scope: round % 2 === 0 ? 'all' : 'stylist' }),
        post('/api/logged-customer/block-date', headers, { services: [nora.services[1]], startsAt: berlinStart(12 + round, '17:00') }),
        post(`/api/customers/${customer}/erase`, nora.headers),
        post(`/api/appointment/${holdId}/payment/checkout`, nora.headers),
      ]);
      answers.forEach((answer, i) => expect(answer.statusCode, `${i}: ${answer.body}`).toBeLessThan(500));
      const booked = await f.pool.query<{ state: string; erased: boolean }>(
        'SELECT a.state, c.erased_at IS NOT NULL AS erased FROM appointments a JOIN customers c ON c.id = a.customer_id WHERE a.id = $1',
        [holdId],
      );
      // A booking ahead is never left on an erased customer.
      expect(booked.rows.filter((r) => r.state === 'booked' && r.erased)).toEqual([]);
    }
  });
});
