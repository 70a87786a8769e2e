import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/**
 * Issue #20 against the Stripe stand-in: the deposit is an on-session destination PaymentIntent
 * (return_url instead of off_session), read again after the customer's authentication, and given
 * back as a refund on the PaymentIntent that reverses the transfer; every mutating call carries
 * the idempotency key recorded before it.
 */
let stand: StripeStandIn;
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let stylist: BookingStylist;
type Headers = Record<string, string>;
const ACCOUNT = 'acct_standin_deposits';
const WEBHOOK_SECRET = 'whsec_test_deposits';
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' };

const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

let customers = 0;
/** A customer with Stripe's three test payment methods of her own (visa, declined, authenticate). */
async function customer() {
  const n = ++customers;
  const c = await f.customer(`Stripe${n}`, stylist.host);
  expect((await post('/api/logged-customer/payment/create-customer', c.headers)).statusCode).toBe(200);
  const cards = { visa: `pm_card_visa_${n}`, declined: `pm_card_chargeDeclined_${n}`, authenticate: `pm_card_authenticationRequired_${n}` };
  for (const cardToken of Object.values(cards)) {
    stand.addPaymentMethod(cardToken);
    expect((await post('/api/logged-customer/payment/customer/add-card', c.headers, { cardToken })).statusCode).toBe(200);
  }
  return { ...c, cards };
}
let hour = 0;
async function hold(headers: Headers) {
  hour += 1;
  const res = await post('/api/logged-customer/block-date', headers, { services: [stylist.services[0]], startsAt: berlinStart(5 + Math.floor(hour / 20), `${String(hour % 20).padStart(2, '0')}:00`) });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const confirm = (headers: Headers, appointmentId: number, stripeCardId: string) =>
  post('/api/logged-customer/appointment/confirm', headers, { appointmentId, stripeCardId, customer: contact, note: '' });
const depositRow = async (appointmentId: number) =>
  (await f.pool.query("SELECT status, idempotency_key, gateway_payment_id FROM payment_charges WHERE appointment_id = $1 AND kind = 'deposit' ORDER BY created_at DESC", [appointmentId])).rows[0];
const intentsOf = (appointmentId: number) => stand.to('POST', '/v1/payment_intents').filter((r) => r.params['metadata[appointmentId]'] === String(appointmentId));

beforeAll(async () => {
  stand = await startStripeStandIn();
  f = await createBookingFixture({ ...stand.env, STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APPLICATION_FEE_PERCENT: '10' });
  stylist = await f.openStylist('stripey');
  await f.pool.query("INSERT INTO payment_accounts (stylist_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, 'stripe', $2, true, true)", [stylist.id, ACCOUNT]);
  await f.pool.query('UPDATE stylists SET stripe_id = $2, stripe_account_enabled = true WHERE id = $1', [stylist.id, ACCOUNT]);
  // A fixed deposit of $12.50.
  await f.pool.query('INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 4, 1250)', [stylist.id]);
});
afterAll(async () => {
  await f.close();
  await stand.close();
});

describe('deposits with the stripe adapter', () => {
  it('charges the deposit on-session as a destination PaymentIntent under the recorded key', async () => {
    const c = await customer();
    const id = await hold(c.headers);
    const res = await confirm(c.headers, id, c.cards.visa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'booked', depositAmount: 12.5, depositStatus: 'paid' });
    const [intent] = intentsOf(id);
    expect(intent?.params).toMatchObject({
      amount: '1250',
      currency: 'usd',
      payment_method: c.cards.visa,
      confirm: 'true',
      return_url: expect.stringMatching(new RegExp(`^http://stripey\\.chairly\\.localhost(:\\d+)?/services/book/confirm\\?deposit=${id}$`)),
      'payment_method_types[0]': 'card',
      'transfer_data[destination]': ACCOUNT,
      application_fee_amount: '125',
      'metadata[kind]': 'deposit',
    });
    expect(intent?.params).not.toHaveProperty('off_session');
    const row = await depositRow(id);
    expect(intent?.idempotencyKey).toBe(row.idempotency_key);
    expect(row).toMatchObject({ status: 'succeeded', gateway_payment_id: expect.stringMatching(/^pi_/) });
  });

  it("a deposit for a member's appointment goes to her own account while it can take charges (D66)", async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'deposits-dana', 'dana@deposits.test', 'Dana', 'staff') RETURNING id",
      [stylist.id],
    );
    const dana = Number(rows[0].id);
    await f.pool.query("INSERT INTO payment_accounts (stylist_id, member_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, $2, 'stripe', 'acct_standin_dana', true, true)", [stylist.id, dana]);
    const c = await customer();
    const hers = await hold(c.headers);
    await f.pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [hers, dana]);
    expect((await confirm(c.headers, hers, c.cards.visa)).statusCode).toBe(200);
    expect(intentsOf(hers)[0]?.params).toMatchObject({ 'transfer_data[destination]': 'acct_standin_dana', application_fee_amount: '125' });
    // Her account unable to charge: the business's takes it.
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = false WHERE member_id = $1', [dana]);
    const next = await hold(c.headers);
    await f.pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [next, dana]);
    expect((await confirm(c.headers, next, c.cards.visa)).statusCode).toBe(200);
    expect(intentsOf(next)[0]?.params).toMatchObject({ 'transfer_data[destination]': ACCOUNT });
  });

  it("sends the customer to Stripe's authentication page and books once Stripe reports the payment succeeded", async () => {
    const c = await customer();
    const id = await hold(c.headers);
    const res = await confirm(c.headers, id, c.cards.authenticate);
    expect(res.statusCode).toBe(202);
    const row = await depositRow(id);
    expect(res.json()).toEqual({ status: 'requires_action', appointmentId: id, actionUrl: `https://hooks.stripe.test/3d_secure_2/${row.gateway_payment_id}` });
    stand.authenticate(row.gateway_payment_id, true);
    const back = await confirm(c.headers, id, c.cards.authenticate);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'booked', depositStatus: 'paid' });
    expect(stand.to('GET', `/v1/payment_intents/${row.gateway_payment_id}`)).toHaveLength(1);
    expect(intentsOf(id)).toHaveLength(1);
  });

  it('a failed authentication or a declined card leaves the hold with a clear message', async () => {
    const c = await customer();
    const id = await hold(c.headers);
    await confirm(c.headers, id, c.cards.authenticate);
    stand.authenticate((await depositRow(id)).gateway_payment_id, false);
    const failed = await confirm(c.headers, id, c.cards.authenticate);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toMatch(/could not be authenticated/);
    const declined = await confirm(c.headers, id, c.cards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/^Your card was declined/);
    expect((await f.pool.query('SELECT state FROM appointments WHERE id = $1', [id])).rows[0].state).toBe('held');
  });

  it('refunds on the PaymentIntent, reversing the transfer, with the recorded key; 50 requests refund once', async () => {
    const c = await customer();
    const id = await hold(c.headers);
    expect((await confirm(c.headers, id, c.cards.visa)).statusCode).toBe(200);
    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${id}`, headers: c.headers });
    expect(cancelled.json()).toMatchObject({ appointment: { state: 'cancelled', depositStatus: 'refunded' } });
    const payment = (await depositRow(id)).gateway_payment_id;
    const sent = stand.to('POST', '/v1/refunds').filter((r) => r.params.payment_intent === payment);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toMatchObject({ payment_intent: payment, amount: '1250', reverse_transfer: 'true', refund_application_fee: 'true', 'metadata[reason]': 'customer-cancelled' });
    const refund = (await f.pool.query('SELECT status, idempotency_key, gateway_refund_id FROM payment_refunds WHERE appointment_id = $1', [id])).rows;
    expect(refund).toEqual([{ status: 'succeeded', idempotency_key: sent[0]?.idempotencyKey, gateway_refund_id: expect.stringMatching(/^re_/) }]);

    // A kept deposit refunded by the stylist: 50 at once reach Stripe once.
    const kept = await hold(c.headers);
    expect((await confirm(c.headers, kept, c.cards.visa)).statusCode).toBe(200);
    await f.pool.query("UPDATE appointments SET state = 'no_show' WHERE id = $1", [kept]);
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(`/api/appointment/${kept}/payment/deposit/refund`, stylist.headers)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const keptPayment = (await depositRow(kept)).gateway_payment_id;
    expect(stand.to('POST', '/v1/refunds').filter((r) => r.params.payment_intent === keptPayment)).toHaveLength(1);
  });

  it('webhooks keep deposits and refunds true: a refund Stripe settles later, an authentication that failed', async () => {
    const signer = new Stripe('sk_test_unused');
    const deliver = (id: string, type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
      return f.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { host: 'chairly.localhost', 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        payload,
      });
    };
    const c = await customer();
    const id = await hold(c.headers);
    expect((await confirm(c.headers, id, c.cards.visa)).statusCode).toBe(200);
    const charge = (await f.pool.query("SELECT id FROM payment_charges WHERE appointment_id = $1 AND kind = 'deposit'", [id])).rows[0].id;
    // A refund Stripe answered as pending (a bank that takes its time).
    await f.pool.query(
      "INSERT INTO payment_refunds (id, charge_id, stylist_id, appointment_id, amount_cents, reason, provider, idempotency_key, gateway_refund_id) VALUES (gen_random_uuid(), $1, $2, $3, 1250, 'stylist-cancelled', 'stripe', 'chairly-refund-late', 're_late')",
      [charge, stylist.id, id],
    );
    expect((await deliver('evt_refund_1', 'refund.updated', { id: 're_late', object: 'refund', status: 'succeeded' })).statusCode).toBe(200);
    expect((await f.pool.query("SELECT status FROM payment_refunds WHERE gateway_refund_id = 're_late'")).rows[0].status).toBe('succeeded');
    expect((await f.app.inject({ url: `/api/appointments/${id}`, headers: stylist.headers })).json()).toMatchObject({ depositStatus: 'refunded' });
    // A later failure notice does not move a settled refund back.
    await deliver('evt_refund_2', 'refund.failed', { id: 're_late', object: 'refund', status: 'failed' });
    expect((await f.pool.query("SELECT status FROM payment_refunds WHERE gateway_refund_id = 're_late'")).rows[0].status).toBe('succeeded');

    const waiting = await hold(c.headers);
    expect((await confirm(c.headers, waiting, c.cards.authenticate)).statusCode).toBe(202);
    const intent = (await depositRow(waiting)).gateway_payment_id;
    await deliver('evt_pi_failed', 'payment_intent.payment_failed', { id: intent, object: 'payment_intent', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expect((await depositRow(waiting)).status).toBe('declined');
  });
});
