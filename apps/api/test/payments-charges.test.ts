import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';

let f: PaymentsFixture;

beforeAll(async () => {
  f = await createPaymentsFixture();
  // anna: no-show 50 %, cancellation 25 %, window 24 h (demo seed).
});
afterAll(async () => f.close());

const availability = (id: number, type: string, headers = f.annaHeaders) =>
  f.app.inject({
    method: 'GET',
    url: `/api/appointment/${id}/payment/${type}/availability`,
    headers,
  });
const charge = (id: number, kind: string, headers = f.annaHeaders) =>
  f.app.inject({ method: 'POST', url: `/api/appointment/${id}/payment/${kind}`, headers });
const sandboxCharges = async (id: number) =>
  Number(
    (
      await f.pool.query(
        "SELECT count(*) FROM sandbox_charges WHERE metadata->>'appointmentId' = $1",
        [String(id)],
      )
    ).rows[0].count,
  );
/** Notifications the charge left for the customer (written in the same transaction as the outcome). */
const notices = async (id: number) =>
  (
    await f.pool.query(
      "SELECT kind, payload->>'amountCents' AS amount, payload->>'card' AS card FROM notification_events WHERE payload->>'appointmentId' = $1",
      [String(id)],
    )
  ).rows;
const rows = async (id: number) =>
  (
    await f.pool.query(
      'SELECT kind, status, amount_cents, decline_code FROM payment_charges WHERE appointment_id = $1',
      [id],
    )
  ).rows;

describe('fee availability', () => {
  it('offers the no-show fee for a no-show with a card on file, as the policy percentage', async () => {
    const id = await f.appointment({ state: 'no_show', amountCents: 8_000 });
    expect((await availability(id, 'no-show-fee')).json()).toEqual({ available: true, amount: 40, currency: 'EUR' });
    expect((await availability(id, 'cancel-fee')).json()).toMatchObject({
      available: false,
      reason: 'wrong-state',
    });
  });

  it('offers the cancellation fee only for a cancellation inside the window', async () => {
    const startsAt = new Date('2030-06-01T10:00:00Z');
    const inside = await f.appointment({
      state: 'cancelled',
      startsAt,
      cancelledAt: new Date('2030-05-31T12:00:00Z'),
    });
    const outside = await f.appointment({
      state: 'cancelled',
      startsAt,
      cancelledAt: new Date('2030-05-30T12:00:00Z'),
    });
    expect((await availability(inside, 'cancel-fee')).json()).toEqual({
      available: true,
      amount: 20,
      currency: 'EUR',
    });
    expect((await availability(outside, 'cancel-fee')).json()).toMatchObject({
      available: false,
      reason: 'outside-cancellation-window',
    });
  });

  it('is unavailable without a card, without the policy, or with the account unlinked', async () => {
    const noCard = await f.appointment({ state: 'no_show', cardId: null });
    expect((await availability(noCard, 'no-show-fee')).json()).toMatchObject({
      available: false,
      reason: 'no-card',
    });

    const bellas = await f.appointment({
      state: 'cancelled',
      stylistId: f.bella.id,
      cancelledAt: new Date('2030-01-01T00:00:00Z'),
      startsAt: new Date('2030-01-01T00:30:00Z'),
    });
    expect((await availability(bellas, 'cancel-fee', f.bellaHeaders)).json()).toMatchObject({
      available: false,
      reason: 'policy-disabled',
    });

    const id = await f.appointment({ state: 'no_show' });
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = false WHERE id = $1', [
      f.anna.id,
    ]);
    try {
      expect((await availability(id, 'no-show-fee')).json()).toMatchObject({
        available: false,
        reason: 'charges-disabled',
      });
      expect((await charge(id, 'no-show-fee')).statusCode).toBe(422);
    } finally {
      await f.pool.query('UPDATE stylists SET stripe_account_enabled = true WHERE id = $1', [
        f.anna.id,
      ]);
    }
  });

  it('rejects an unknown fee type', async () => {
    const id = await f.appointment({ state: 'no_show' });
    expect((await availability(id, 'tip')).statusCode).toBe(400);
  });
});

describe('charging', () => {
  it('50 concurrent identical fee requests charge exactly once', async () => {
    const id = await f.appointment({ state: 'no_show', amountCents: 12_345 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => charge(id, 'no-show-fee')),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'ALREADY_CHARGED',
      message: 'This fee has already been charged',
      reason: 'already_charged',
    });
    expect(responses.find((r) => r.statusCode === 200)?.json()).toMatchObject({
      kind: 'no-show-fee',
      status: 'succeeded',
      amount: 61.73,
    });
    expect(await sandboxCharges(id)).toBe(1);
    expect(await rows(id)).toEqual([
      { kind: 'no-show-fee', status: 'succeeded', amount_cents: 6173, decline_code: null },
    ]);
    expect(await notices(id)).toEqual([
      { kind: 'payment.fee-charged', amount: '6173', card: 'visa •••• 4242' },
    ]);
  });

  it('a retried request charges once, and the fee is no longer available', async () => {
    const id = await f.appointment({ state: 'no_show' });
    expect((await charge(id, 'no-show-fee')).statusCode).toBe(200);
    const retry = await charge(id, 'no-show-fee');
    expect(retry.statusCode).toBe(409);
    expect(await sandboxCharges(id)).toBe(1);
    expect((await availability(id, 'no-show-fee')).json()).toEqual({
      available: false,
      reason: 'already-charged',
      amount: 40,
      currency: 'EUR',
    });
  });

  it('re-sends a charge left pending by a lost request under its original key, once', async () => {
    const id = await f.appointment({ state: 'no_show' });
    await f.pool.query(
      `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, payment_card_id, idempotency_key, created_at)
       SELECT gen_random_uuid(), $1, $2, 'no-show-fee', 4000, 'usd', 'sandbox', id, 'chairly-charge-lost-1', now() - interval '10 minutes'
       FROM payment_cards WHERE gateway_card_id = 'pm_sandbox_demo_carla_visa'`,
      [f.anna.id, id],
    );
    expect((await charge(id, 'no-show-fee')).json()).toMatchObject({
      status: 'succeeded',
      amount: 40,
    });
    expect((await charge(id, 'no-show-fee')).statusCode).toBe(409);
    const sent = await f.pool.query(
      "SELECT idempotency_key FROM sandbox_charges WHERE metadata->>'appointmentId' = $1",
      [String(id)],
    );
    expect(sent.rows).toEqual([{ idempotency_key: 'chairly-charge-lost-1' }]);
  });

  it('stores a decline and answers with a message the stylist can act on; another card can then be charged', async () => {
    const id = await f.appointment({ state: 'no_show', cardId: 'pm_sandbox_demo_carla_declined' });
    const res = await charge(id, 'no-show-fee');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'The card was declined. Ask the customer for another card.',
      reason: 'card_declined',
    });
    expect(await rows(id)).toEqual([
      {
        kind: 'no-show-fee',
        status: 'declined',
        amount_cents: 4000,
        decline_code: 'card_declined',
      },
    ]);
    expect((await availability(id, 'no-show-fee')).json()).toMatchObject({ available: true });
    await f.pool.query(
      "UPDATE appointments SET card_id = 'pm_sandbox_demo_carla_visa' WHERE id = $1",
      [id],
    );
    expect((await charge(id, 'no-show-fee')).statusCode).toBe(200);
  });

  it('asks for authentication when the card requires it', async () => {
    const token = await f.app.inject({
      method: 'POST',
      url: '/sandbox/cards/tokenize',
      headers: { host: 'anna.chairly.localhost' },
      payload: { number: '4000 0025 0000 3155', expMonth: 1, expYear: 2036, cvc: '999' },
    });
    const cardToken = token.json<{ token: string }>().token;
    await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/payment/customer/add-card',
      headers: f.carlaHeaders,
      payload: { cardToken },
    });
    const id = await f.appointment({ state: 'no_show', cardId: cardToken });
    const res = await charge(id, 'no-show-fee');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'AUTHENTICATION_REQUIRED',
      message: 'The customer must authenticate this payment.',
      reason: 'authentication_required',
    });
    expect(await rows(id)).toEqual([
      {
        kind: 'no-show-fee',
        status: 'requires_action',
        amount_cents: 4000,
        decline_code: 'authentication_required',
      },
    ]);
    expect(await notices(id)).toMatchObject([{ kind: 'payment.card-needs-action', amount: '4000' }]);
  });

  it('charges the cancellation fee and the checkout amount', async () => {
    const cancelled = await f.appointment({
      state: 'cancelled',
      startsAt: new Date('2031-01-01T10:00:00Z'),
      cancelledAt: new Date('2031-01-01T09:00:00Z'),
    });
    expect((await charge(cancelled, 'cancel-fee')).json()).toMatchObject({
      kind: 'cancel-fee',
      status: 'succeeded',
      amount: 20,
    });
    const booked = await f.appointment({ state: 'booked', amountCents: 5_550 });
    expect((await charge(booked, 'checkout')).json()).toMatchObject({
      kind: 'checkout',
      status: 'succeeded',
      amount: 55.5,
    });
    expect((await charge(booked, 'checkout')).statusCode).toBe(409);
    expect((await charge(booked, 'no-show-fee')).statusCode).toBe(422);
  });

  it('shows the card on file by brand and last4 only', async () => {
    const id = await f.appointment({ state: 'booked' });
    expect(
      (
        await f.app.inject({
          method: 'GET',
          url: `/api/appointment/${id}/payment/card/details`,
          headers: f.annaHeaders,
        })
      ).json(),
    ).toEqual({ brand: 'visa', last4: '4242' });
  });

  it("answers 404 for another stylist's appointment and charges nothing", async () => {
    const id = await f.appointment({ state: 'no_show' });
    for (const res of [
      await availability(id, 'no-show-fee', f.bellaHeaders),
      await charge(id, 'no-show-fee', f.bellaHeaders),
      await f.app.inject({
        method: 'GET',
        url: `/api/appointment/${id}/payment/card/details`,
        headers: f.bellaHeaders,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await sandboxCharges(id)).toBe(0);
    expect((await charge(id, 'no-show-fee', f.carlaHeaders)).statusCode).toBe(403);
  });
});

describe('checkout transition', () => {
  it('charges the appointment amount once, whether through set-state or the checkout call', async () => {
    const id = await f.appointment({
      state: 'booked',
      amountCents: 6_500,
      // Started already, on a day the demo seed leaves empty (half an hour ago overlapped Anna's
      // seeded appointments on some mornings: the exclusion constraint refused the insert).
      startsAt: new Date(Date.UTC(2021, 0, 4, 3, 0)),
    });
    const transition = await f.app.inject({
      method: 'POST',
      url: `/api/appointment/${id}/set-state`,
      headers: f.annaHeaders,
      payload: { transition: 'checkout' },
    });
    expect(transition.statusCode).toBe(200);
    expect(transition.json()).toMatchObject({ charged: true, appointment: { state: 'completed' } });
    expect(await rows(id)).toEqual([
      { kind: 'checkout', status: 'succeeded', amount_cents: 6_500, decline_code: null },
    ]);
    expect((await charge(id, 'checkout')).statusCode).toBe(409);
    expect(await sandboxCharges(id)).toBe(1);
  });
});
