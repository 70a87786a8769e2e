import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

type Received = { headers: http.IncomingHttpHeaders; body: string; json: { id: string; type: string; createdAt: string; data: Record<string, Record<string, unknown>> } };

/** A webhook receiver as a stylist's system would run one; answers each request with the next status of `answers` (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, json: JSON.parse(body) as Received['json'] });
      res.writeHead(answers.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, answers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The receiver's check, written from docs/api.md without the server's code: HMAC-SHA256 over "<t>.<body>". */
function signatureValid(secret: string, received: Received): boolean {
  const header = String(received.headers['chairly-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${received.body}`).digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let other: BookingStylist;
let runners: JobRunner[];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  f = await createNotificationsFixture();
  stylist = await f.openStylist('hooky');
  other = await f.openStylist('hookless');
  // Two runners, like two API instances: each event must still reach the receiver once.
  runners = [await f.startRunner(), await f.startRunner()];
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await f?.close();
});

async function register(events: string[], url = receiver.url, who = stylist) {
  const res = await f.app.inject({ method: 'POST', url: '/api/webhooks', headers: who.headers, payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; url: string; events: string[] };
}

async function deliveries(webhookId: number, who = stylist) {
  const res = await f.app.inject({ method: 'GET', url: `/api/webhooks/${webhookId}/deliveries`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { 'hydra:member': { id: number; eventId: string; event: string; status: string; attempts: number; responseCode: number | null }[] })['hydra:member'];
}

const ofType = (type: string) => receiver.received.filter((r) => r.json.type === type);

/** Lets a job waiting for its backoff run now (the delay itself is pg-boss's, not under test). */
const retryNow = () => f.pool.query("UPDATE pgboss.job SET start_after = now() WHERE name = 'webhook.deliver' AND state = 'retry'");

describe('webhooks', () => {
  it('refuses URLs that are not https or point inside, and unknown or repeated events, with 400', async () => {
    for (const url of ['ftp://example.com/x', 'http://example.com/hooks', 'https://10.0.0.7/hooks', 'https://192.168.1.1/', 'https://[fd00::1]/', 'not a url']) {
      const res = await f.app.inject({ method: 'POST', url: '/api/webhooks', headers: stylist.headers, payload: { url, events: ['customer.created'] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toBeTruthy();
    }
    for (const events of [[], ['appointment.deleted'], ['customer.created', 'customer.created']]) {
      const res = await f.app.inject({ method: 'POST', url: '/api/webhooks', headers: stylist.headers, payload: { url: 'https://example.com/hooks', events } });
      expect(res.statusCode, JSON.stringify(events)).toBe(400);
    }
    expect((await f.app.inject({ method: 'GET', url: '/api/webhooks', headers: stylist.headers })).json()['hydra:totalItems']).toBe(0);
  });

  it('limits her to 10 webhooks (422): 50 registrations at once make exactly 10, never a 5xx', async () => {
    const many = await f.openStylist('hookmany');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => f.app.inject({ method: 'POST', url: '/api/webhooks', headers: many.headers, payload: { url: receiver.url, events: ['customer.created'] } })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code !== 201).every((code) => code === 422)).toBe(true);
    expect(answers.find((res) => res.statusCode === 422)!.json()).toMatchObject({ code: 'BUSINESS_RULE' });
    const listed = await f.app.inject({ method: 'GET', url: '/api/webhooks', headers: many.headers });
    expect(listed.json()['hydra:totalItems']).toBe(10);
  });

  it('shows the secret once, signs each delivery, and delivers each event exactly once across two runners', async () => {
    const hook = await register(['appointment.created', 'appointment.cancelled']);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = await f.app.inject({ method: 'GET', url: '/api/webhooks', headers: stylist.headers });
    expect(listed.json()['hydra:member']).toEqual([expect.objectContaining({ id: hook.id, url: receiver.url, events: ['appointment.created', 'appointment.cancelled'] })]);
    expect(listed.body).not.toContain(hook.secret);

    const customerId = await f.customerOf(stylist, 'Wanda', 'en', 'wanda@example.test');
    const booked = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(3) } });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = (booked.json() as { id: number }).id;
    const created = await waitFor(() => ofType('appointment.created').find((r) => r.json.data.appointment?.id === appointmentId), 'appointment.created delivered');
    expect(signatureValid(hook.secret, created)).toBe(true);
    expect(signatureValid('whsec_wrong', created)).toBe(false);
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.json.data.appointment).toMatchObject({ id: appointmentId, state: 'booked', amount: 30, currency: expect.any(String), customerId, services: [{ id: stylist.services[0], name: 'Cut' }] });

    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointmentId}`, headers: stylist.headers });
    expect(cancelled.statusCode).toBeLessThan(300);
    await waitFor(() => ofType('appointment.cancelled').some((r) => r.json.data.appointment?.id === appointmentId), 'appointment.cancelled delivered');

    // Both runners relay again and the queue settles: still one request per event.
    await Promise.all(runners.map((r) => r.relayNow()));
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'webhook.deliver' AND state <> 'completed'")).rowCount === 0, 'queue settled');
    const ids = receiver.received.map((r) => r.json.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ofType('appointment.created').filter((r) => r.json.data.appointment?.id === appointmentId)).toHaveLength(1);
    const log = await deliveries(hook.id);
    expect(log.map((d) => [d.event, d.status, d.attempts, d.responseCode])).toEqual([
      ['appointment.cancelled', 'delivered', 1, 200],
      ['appointment.created', 'delivered', 1, 200],
    ]);
    // Not subscribed: nothing about a new customer reached this endpoint.
    expect(ofType('customer.created')).toHaveLength(0);
  });

  it('tells of a move (with the previous start) and of a completion', async () => {
    const hook = await register(['appointment.rescheduled', 'appointment.completed']);
    const customerId = await f.customerOf(stylist, 'Mona', 'en', 'mona@example.test');
    const booked = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(6) } });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = (booked.json() as { id: number }).id;
    const moved = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: stylist.headers, payload: { startsAt: berlinStart(7) } });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = await waitFor(() => ofType('appointment.rescheduled').find((r) => r.json.data.appointment?.id === id), 'appointment.rescheduled delivered');
    expect(rescheduled.json.data.appointment).toMatchObject({ startsAt: new Date(berlinStart(7)).toISOString() });
    expect(rescheduled.json.data).toMatchObject({ previousStartsAt: new Date(berlinStart(6)).toISOString() });

    await f.pool.query("UPDATE appointments SET starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes' WHERE id = $1", [id]);
    const done = await f.app.inject({ method: 'POST', url: `/api/appointment/${id}/set-state`, headers: stylist.headers, payload: { transition: 'checkout' } });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await waitFor(() => ofType('appointment.completed').find((r) => r.json.data.appointment?.id === id), 'appointment.completed delivered');
    expect(completed.json.data.appointment).toMatchObject({ state: 'completed' });
    expect(signatureValid(hook.secret, completed)).toBe(true);
    // This endpoint is not subscribed to appointment.created: its log holds only the two it asked for.
    expect((await deliveries(hook.id)).map((d) => d.event)).toEqual(['appointment.completed', 'appointment.rescheduled']);
  });

  it('retries a delivery the receiver refused (500) until it succeeds, with the same body', async () => {
    const hook = await register(['customer.created']);
    receiver.answers.push(500);
    const res = await f.app.inject({ method: 'POST', url: '/api/customers', headers: stylist.headers, payload: { name: 'Rita', lastName: 'Retry', email: 'rita@example.test' } });
    expect(res.statusCode, res.body).toBe(201);
    const first = await waitFor(async () => (await deliveries(hook.id)).find((d) => d.status === 'failed'), 'first attempt failed');
    expect(first).toMatchObject({ event: 'customer.created', attempts: 1, responseCode: 500 });
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'webhook.deliver' AND state = 'retry'")).rowCount === 1, 'retry scheduled');
    await retryNow();
    const done = await waitFor(async () => (await deliveries(hook.id)).find((d) => d.status === 'delivered'), 'delivered on retry');
    expect(done).toMatchObject({ id: first.id, attempts: 2, responseCode: 200 });
    const attempts = ofType('customer.created').filter((r) => r.json.id === first.eventId);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body).toBe(attempts[0]!.body);
    expect(attempts[1]!.json.data.customer).toMatchObject({ id: (res.json() as { id: number }).id, firstName: 'Rita', lastName: 'Retry', email: 'rita@example.test' });
    expect(attempts.every((a) => signatureValid(hook.secret, a))).toBe(true);
  });

  it('sends a delivery again on request, and only for its own stylist', async () => {
    const hook = await register(['review.created']);
    const customerId = await f.customerOf(stylist, 'Vera', 'en', 'vera@example.test');
    const { rows } = await f.pool.query<{ id: string }>(
      "INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by) VALUES ($1, $2, 'completed', now() - interval '2 days', now() - interval '2 days' + interval '1 hour', 3000, 'stylist') RETURNING id",
      [stylist.id, customerId],
    );
    await f.pool.query("INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment) VALUES ($1, $2, $3, 5, 'Lovely')", [stylist.id, rows[0]!.id, customerId]);
    const delivered = await waitFor(async () => (await deliveries(hook.id)).find((d) => d.status === 'delivered'), 'review delivered');
    expect(ofType('review.created').at(-1)!.json.data.review).toMatchObject({ rating: 5, comment: 'Lovely', customerId });

    const url = `/api/webhooks/${hook.id}/deliveries/${delivered.id}/retry`;
    for (const [method, path] of [['POST', url], ['GET', `/api/webhooks/${hook.id}/deliveries`], ['DELETE', `/api/webhooks/${hook.id}`]] as const) {
      expect((await f.app.inject({ method, url: path, headers: other.headers })).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await f.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/999999/retry`, headers: stylist.headers })).statusCode).toBe(404);

    const again = await f.app.inject({ method: 'POST', url, headers: stylist.headers });
    expect(again.statusCode, again.body).toBe(204);
    await waitFor(async () => (await deliveries(hook.id)).find((d) => d.id === delivered.id && d.status === 'delivered' && d.attempts === 2), 'sent again');
    const sent = ofType('review.created').filter((r) => r.json.id === delivered.eventId);
    expect(sent).toHaveLength(2);
    expect(signatureValid(hook.secret, sent[1]!)).toBe(true);

    const removed = await f.app.inject({ method: 'DELETE', url: `/api/webhooks/${hook.id}`, headers: stylist.headers });
    expect(removed.statusCode).toBe(204);
    expect((await f.app.inject({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries`, headers: stylist.headers })).statusCode).toBe(404);
  });
  it("erasing a customer removes her name, contacts and review's words from the bodies kept in the log", async () => {
    const hook = await register(['customer.created', 'review.created', 'appointment.completed']);
    const created = await f.app.inject({ method: 'POST', url: '/api/customers', headers: stylist.headers, payload: { name: 'Ermengarde', lastName: 'Quillfeather', email: 'ermengarde@example.test' } });
    expect(created.statusCode, created.body).toBe(201);
    const customerId = (created.json() as { id: number }).id;
    const { rows } = await f.pool.query<{ id: string }>(
      "INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by) VALUES ($1, $2, 'completed', now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 3000, 'stylist') RETURNING id",
      [stylist.id, customerId],
    );
    await f.pool.query("INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment) VALUES ($1, $2, $3, 4, 'Tangerine sofa chat')", [stylist.id, rows[0]!.id, customerId]);
    await waitFor(async () => (await deliveries(hook.id)).filter((d) => d.status === 'delivered').length === 2, 'both delivered');
    const bodies = async () => (await f.pool.query<{ body: string }>('SELECT body FROM webhook_deliveries WHERE endpoint_id = $1', [hook.id])).rows.map((r) => r.body).join('\n');
    expect(await bodies()).toContain('Tangerine sofa chat');

    const erased = await f.app.inject({ method: 'POST', url: `/api/customers/${customerId}/erase`, headers: stylist.headers });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await bodies();
    for (const trace of ['Ermengarde', 'Quillfeather', 'ermengarde@example.test', 'Tangerine sofa chat']) expect(after).not.toContain(trace);
    // The log keeps its entries (event, status, attempts) without her data.
    expect((await deliveries(hook.id)).map((d) => d.event).sort()).toEqual(['customer.created', 'review.created']);
  });
});
