// Issue #33.4: the booking write's shape. A hold + confirm runs its statements as prepared ones
// (planned once per connection, not on every call: the planning cost more PostgreSQL CPU than the
// writes themselves), in a bounded number of round trips; and the guarantees hold under a rush of
// confirmations of one hold: one booking, one state change, one message.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let stylist: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  stylist = await f.openStylist('shape');
});
afterAll(() => f.close());
afterEach(() => vi.restoreAllMocks());

const hold = (headers: Record<string, string>, startsAt: string) =>
  f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers, payload: { services: [stylist.services[0]], startsAt } });
const confirm = (headers: Record<string, string>, appointmentId: number) =>
  f.app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment/confirm',
    headers,
    payload: { appointmentId, stripeCardId: null, customer: { name: 'Ada', lastName: 'Test', email: 'ada@example.test', phone: '' }, note: '' },
  });

type Sent = { text: string; prepared: boolean };

/** Every statement the app sends to PostgreSQL while `work` runs, and whether it went as a named (prepared) one. */
async function statementsOf(work: () => Promise<void>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const original = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string') sent.push({ text: first, prepared: false });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; name?: string };
      sent.push({ text: config.text, prepared: Boolean(config.name) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return sent;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

describe('hold + confirm of a returning customer', () => {
  it('runs in at most 40 statements, all prepared but the transaction bounds and six others', async () => {
    const ada = await f.customer('Ada', stylist.host);
    // The first booking makes her a customer of the stylist and warms the connections.
    const first = await hold(ada.headers, berlinStart(3, '09:00'));
    expect((await confirm(ada.headers, first.json().id)).statusCode).toBe(200);

    let status = { hold: 0, confirm: 0 };
    const sent = await statementsOf(async () => {
      const held = await hold(ada.headers, berlinStart(3, '11:00'));
      const booked = await confirm(ada.headers, held.json().id);
      status = { hold: held.statusCode, confirm: booked.statusCode };
    });
    expect(status).toEqual({ hold: 201, confirm: 200 });

    const planned = sent.filter((s) => !s.prepared && !/^(begin|commit|rollback)$/i.test(s.text.trim())).map((s) => squeeze(s.text));
    // Left as they are: the rate limiter's counter and the public read's sync with the stylist
    // notifications (one each a call), the appointment's services (one row each), the outbox event.
    expect(planned.length, planned.join('\n')).toBeLessThanOrEqual(6);
    expect(sent.length).toBeLessThanOrEqual(40);
  });
});

describe('concurrent confirmations of one hold', () => {
  it('one booking, one held → booked change, one booked message; the rest 409', async () => {
    const bob = await f.customer('Bob', stylist.host);
    const held = await hold(bob.headers, berlinStart(4, '10:00'));
    expect(held.statusCode).toBe(201);
    const id = held.json().id as number;

    // 15 at once: her booking calls are limited to 20 a minute (the hold was one).
    const answers = await Promise.all(Array.from({ length: 15 }, () => confirm(bob.headers, id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'not_on_hold' });

    const changes = await f.pool.query("SELECT count(*)::int AS n FROM appointment_state_changes WHERE appointment_id = $1 AND to_state = 'booked'", [id]);
    expect(changes.rows[0].n).toBe(1);
    // The outbox (no relay runs in the tests): written once, by the one confirmation that booked.
    const events = await f.pool.query(
      "SELECT count(*)::int AS n FROM notification_events WHERE kind = 'appointment.booked' AND (payload->>'appointmentId')::bigint = $1",
      [id],
    );
    expect(events.rows[0].n).toBe(1);
  });

  it('a hold of a taken time still answers 409 SLOT_TAKEN (the exclusion constraint, through the prepared insert)', async () => {
    const [cy, di] = await Promise.all([f.customer('Cy', stylist.host), f.customer('Di', stylist.host)]);
    const startsAt = berlinStart(5, '10:00');
    const answers = await Promise.all([hold(cy.headers, startsAt), hold(di.headers, startsAt)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'SLOT_TAKEN', reason: 'slot_taken' });
  });
});
