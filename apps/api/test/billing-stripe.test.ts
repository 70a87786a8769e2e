import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingStripeStandIn } from './billing-stripe-stand-in';
import { createSubscriptionsFixture, type Stylist } from './subscriptions-fixture';

const WEBHOOK_SECRET = 'whsec_billing_test';
const NOW_S = Math.floor(Date.now() / 1000);
const DAY_S = 86_400;

const product = (id: string, name: string) => ({ id, object: 'product', active: true, name, description: `${name} plan`, deleted: undefined });
const price = (id: string, productId: string, name: string, amount: number, interval: string, currency = 'usd') => ({
  id, object: 'price', active: true, currency, unit_amount: amount, type: 'recurring', recurring: { interval, interval_count: 1 }, product: product(productId, name),
});
const subscription = (id: string, customer: string, status: string, extra: Record<string, unknown> = {}) => ({
  id, object: 'subscription', customer, status, trial_end: null, cancel_at_period_end: false, cancel_at: null, metadata: {},
  items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: 'price_month' }, current_period_end: NOW_S + 30 * DAY_S }] },
  ...extra,
});

/** Trialing subscriptions by customer, as the stand-in's Stripe account holds them. */
const trialsOf = new Map<string, string[]>();
/** Subscriptions whose next cancel fails. */
const failCancelOnce = new Set<string>();

let stand: Awaited<ReturnType<typeof startBillingStripeStandIn>>;
let f: Awaited<ReturnType<typeof createSubscriptionsFixture>>;

beforeAll(async () => {
  stand = await startBillingStripeStandIn((request) => {
    if (request.method === 'GET' && request.path === '/v1/prices') {
      return { body: { object: 'list', has_more: false, data: [price('price_year', 'prod_y', 'Yearly', 29000, 'year'), price('price_month', 'prod_m', 'Monthly', 2900, 'month'), price('price_month_eur', 'prod_m', 'Monthly', 2700, 'month', 'eur'), price('price_week', 'prod_w', 'Weekly', 900, 'week')] } };
    }
    if (request.method === 'GET' && request.path === '/v1/promotion_codes') {
      const code = request.query.get('code')?.toUpperCase();
      const coupon = code === 'WELCOME20' ? { id: 'co_1', object: 'coupon', valid: true, percent_off: 20, amount_off: null } : code === 'SAVE10' ? { id: 'co_2', object: 'coupon', valid: true, percent_off: null, amount_off: 1000, currency: 'usd' } : null;
      const data = coupon ? [{ id: `promo_${code}`, object: 'promotion_code', active: true, code, expires_at: null, max_redemptions: null, times_redeemed: 0, promotion: { type: 'coupon', coupon } }] : [];
      return { body: { object: 'list', has_more: false, data } };
    }
    if (request.method === 'POST' && request.path === '/v1/customers') return { body: { id: `cus_${request.body.get('metadata[stylistId]')}`, object: 'customer' } };
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      return { body: { id: 'bps_1', object: 'billing_portal.session', customer: request.body.get('customer'), return_url: request.body.get('return_url'), url: `https://billing.stripe.com/p/session/${request.body.get('customer')}` } };
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return { body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
    if (request.method === 'POST' && request.path === '/v1/subscriptions') {
      return { body: subscription(`sub_trial_${request.body.get('customer')}`, request.body.get('customer') ?? '', 'trialing', { trial_end: NOW_S + 14 * DAY_S }) };
    }
    if (request.method === 'GET' && request.path === '/v1/subscriptions') {
      const customer = request.query.get('customer') ?? '';
      const data = request.query.get('status') === 'trialing' ? (trialsOf.get(customer) ?? []).map((id) => subscription(id, customer, 'trialing', { trial_end: NOW_S + 9 * DAY_S })) : [];
      return { body: { object: 'list', has_more: false, url: '/v1/subscriptions', data } };
    }
    if (request.method === 'DELETE' && request.path.startsWith('/v1/subscriptions/')) {
      const id = request.path.split('/').pop() ?? '';
      // Stripe failing once mid-way through a webhook's handling (an authentication error is not retried by the SDK).
      if (failCancelOnce.delete(id)) return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Injected failure' } } };
      const customer = [...trialsOf].find(([, ids]) => ids.includes(id))?.[0];
      if (!customer) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This subscription has already been canceled' } } };
      trialsOf.set(customer, (trialsOf.get(customer) ?? []).filter((trial) => trial !== id));
      return { body: subscription(id, customer, 'canceled') };
    }
    if (request.method === 'POST' && request.path.startsWith('/v1/subscriptions/sub_')) {
      if (request.path.endsWith('sub_refuses')) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This promotion code cannot be redeemed' } } };
      return { body: subscription(request.path.split('/').pop() ?? '', 'cus_x', 'active') };
    }
    return undefined;
  });
  f = await createSubscriptionsFixture({
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stand.port),
    STRIPE_API_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await f?.close();
  await stand?.close();
});

const returnUrlOf = (s: Stylist) => `http://${s.host}/subscription/plans`;

describe('stripe billing adapter (against a local stand-in for the Stripe API)', () => {
  it('lists active recurring prices as monthly and yearly plans, asking Stripe once while cached', async () => {
    const stylist = await f.newStylist();
    const before = stand.find('GET', '/v1/prices').length;
    const plans = (await f.call(stylist, 'GET', '/list')).json();
    await f.call(stylist, 'GET', '/list');
    expect(plans).toEqual([
      {
        type: 'monthly',
        product: { id: 'prod_m', name: 'Monthly', description: 'Monthly plan' },
        prices: [{ id: 'price_month', amount: 29, currency: 'usd', interval: 'month' }, { id: 'price_month_eur', amount: 27, currency: 'eur', interval: 'month' }],
      },
      { type: 'yearly', product: { id: 'prod_y', name: 'Yearly', description: 'Yearly plan' }, prices: [{ id: 'price_year', amount: 290, currency: 'usd', interval: 'year' }] },
    ]);
    const calls = stand.find('GET', '/v1/prices');
    expect(calls.length - before).toBeLessThanOrEqual(1);
    expect(calls.at(-1)?.query.get('active')).toBe('true');
    expect(calls.at(-1)?.query.get('type')).toBe('recurring');
    expect([...(calls.at(-1)?.query.entries() ?? [])].filter(([key]) => key.startsWith('expand')).map(([, value]) => value)).toContain('data.product');
  });

  it('checks a code through promotionCodes.list and answers its coupon discount', async () => {
    const response = await f.call(await f.newStylist(), 'POST', '/check-promo-code', { promoCode: 'save10' });
    expect(response.json()).toEqual({ promoCode: 'SAVE10', amountOff: 10, percentOff: null, currency: 'usd' });
    const call = stand.find('GET', '/v1/promotion_codes').at(-1);
    expect(call?.query.get('code')).toBe('save10');
    expect(call?.query.get('active')).toBe('true');
    expect((await f.call(await f.newStylist(), 'POST', '/check-promo-code', { promoCode: 'NOPE' })).statusCode).toBe(404);
  });

  it('creates the customer once and a Checkout Session in subscription mode with the promotion code', async () => {
    const stylist = await f.newStylist();
    const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_month', promoCode: 'WELCOME20', returnUrl: returnUrlOf(stylist) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const customer = stand.find('POST', '/v1/customers').filter((r) => r.body.get('metadata[stylistId]') === String(stylist.id));
    expect(customer).toHaveLength(1);
    expect(customer[0]?.idempotencyKey).toBe(`billing-customer-${stylist.id}`);
    const session = stand.find('POST', '/v1/checkout/sessions').at(-1);
    expect(session?.idempotencyKey).toMatch(/^billing-checkout-/);
    expect(Object.fromEntries(session?.body ?? [])).toMatchObject({
      mode: 'subscription',
      customer: `cus_${stylist.id}`,
      'line_items[0][price]': 'price_month',
      'line_items[0][quantity]': '1',
      'discounts[0][promotion_code]': 'promo_WELCOME20',
      success_url: `http://${stylist.host}/subscription/return/true`,
      cancel_url: `http://${stylist.host}/subscription/return/false`,
      client_reference_id: String(stylist.id),
    });
    await f.call(stylist, 'POST', '/checkout', { priceId: 'price_month', returnUrl: returnUrlOf(stylist) });
    expect(stand.find('POST', '/v1/customers').filter((r) => r.body.get('metadata[stylistId]') === String(stylist.id))).toHaveLength(1);
    expect(stand.find('POST', '/v1/checkout/sessions').at(-1)?.body.get('allow_promotion_codes')).toBe('true');
  });

  it("shows a stylist in euros the product's euro Price first and bills her in euros (D38)", async () => {
    const stylist = await f.newStylist('EUR');
    const plans = (await f.call(stylist, 'GET', '/list')).json();
    expect(plans[0].prices[0]).toEqual({ id: 'price_month_eur', amount: 27, currency: 'eur', interval: 'month' });
    // Only one Price in the yearly product: hers is missing, the default is offered.
    expect(plans[1].prices[0]).toMatchObject({ id: 'price_year', currency: 'usd' });
    const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_month_eur', promoCode: 'WELCOME20', returnUrl: returnUrlOf(stylist) });
    expect(response.statusCode).toBe(200);
    expect(Object.fromEntries(stand.find('POST', '/v1/checkout/sessions').at(-1)?.body ?? [])).toMatchObject({
      'line_items[0][price]': 'price_month_eur',
      currency: 'eur',
      'discounts[0][promotion_code]': 'promo_WELCOME20',
    });

    // A dollar coupon is refused before Stripe is asked for a session.
    const sessions = stand.find('POST', '/v1/checkout/sessions').length;
    const refused = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_month_eur', promoCode: 'SAVE10', returnUrl: returnUrlOf(stylist) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ reason: 'invalid_promo_code' });
    expect(stand.find('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
    expect((await f.call(stylist, 'POST', '/check-promo-code', { promoCode: 'SAVE10' })).statusCode).toBe(404);

    const trial = await f.call(await f.newStylist('EUR'), 'POST', '/start-trial', { priceId: 'price_month_eur' });
    expect(trial.statusCode).toBe(200);
    expect(stand.find('POST', '/v1/subscriptions').at(-1)?.body.get('currency')).toBe('eur');
  });

  it('starts a card-less trial with trial_period_days and cancel-on-missing-payment-method', async () => {
    const stylist = await f.newStylist();
    const response = await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_month' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'active', priceId: 'price_month', trialEndsAt: new Date((NOW_S + 14 * DAY_S) * 1000).toISOString() });
    const call = stand.find('POST', '/v1/subscriptions').at(-1);
    expect(call?.idempotencyKey).toBe(`billing-trial-${stylist.id}`);
    expect(Object.fromEntries(call?.body ?? [])).toMatchObject({
      customer: `cus_${stylist.id}`,
      'items[0][price]': 'price_month',
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
    });
    expect((await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_month' })).statusCode).toBe(409);
  });

  it('applies a code to the running Stripe subscription with an idempotency key; a refusal answers 422', async () => {
    const stylist = await f.newStylist();
    await f.pool.query("INSERT INTO subscriptions (stylist_id, status, current_period_end) VALUES ($1, 'active', now() + interval '20 days')", [stylist.id]);
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id, subscription_id) VALUES ($1, 'stripe', $2, $3)", [stylist.id, `cus_live_${stylist.id}`, `sub_live_${stylist.id}`]);
    const response = await f.call(stylist, 'POST', '/apply-promo-code', { promoCode: 'WELCOME20' });
    expect(response.json()).toEqual({ code: 'WELCOME20', applied: true, appliedTo: 'subscription' });
    const call = stand.find('POST', `/v1/subscriptions/sub_live_${stylist.id}`).at(-1);
    expect(call?.body.get('discounts[0][promotion_code]')).toBe('promo_WELCOME20');
    expect(call?.idempotencyKey).toBe(`billing-promo-sub_live_${stylist.id}-promo_WELCOME20`);

    const refused = await f.newStylist();
    await f.pool.query("INSERT INTO subscriptions (stylist_id, status) VALUES ($1, 'active')", [refused.id]);
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, subscription_id) VALUES ($1, 'stripe', 'sub_refuses')", [refused.id]);
    expect((await f.call(refused, 'POST', '/apply-promo-code', { promoCode: 'SAVE10' })).statusCode).toBe(422);
  });
});

describe('POST /api/subscription/stylist/portal (stripe)', () => {
  it("opens a Billing Portal session for her own customer that returns to the page she came from", async () => {
    const stylist = await f.newStylist();
    await f.pool.query("INSERT INTO subscriptions (stylist_id, status, price_id, current_period_end) VALUES ($1, 'active', 'price_month', now() + interval '20 days')", [stylist.id]);
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id, subscription_id) VALUES ($1, 'stripe', $2, $3)", [stylist.id, `cus_own_${stylist.id}`, `sub_own_${stylist.id}`]);
    const response = await f.call(stylist, 'POST', '/portal', { returnUrl: `http://${stylist.host}/settings/subscription?tab=x#top` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `https://billing.stripe.com/p/session/cus_own_${stylist.id}` });
    const call = stand.find('POST', '/v1/billing_portal/sessions').at(-1);
    expect(Object.fromEntries(call?.body ?? [])).toEqual({ customer: `cus_own_${stylist.id}`, return_url: `http://${stylist.host}/settings/subscription` });
    expect(call?.idempotencyKey).toMatch(/^billing-portal-/);
  });

  it('answers 409 no_subscription without a Stripe customer, and 400 for a return address off her host', async () => {
    const stylist = await f.newStylist();
    const calls = stand.find('POST', '/v1/billing_portal/sessions').length;
    const none = await f.call(stylist, 'POST', '/portal', { returnUrl: returnUrlOf(stylist) });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CONFLICT', reason: 'no_subscription' });
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id) VALUES ($1, 'stripe', $2)", [stylist.id, `cus_${stylist.id}`]);
    const other = await f.newStylist();
    expect((await f.call(stylist, 'POST', '/portal', { returnUrl: returnUrlOf(other) })).statusCode).toBe(400);
    expect(stand.find('POST', '/v1/billing_portal/sessions')).toHaveLength(calls);
  });
});

describe('subscription webhooks (signed events)', () => {
  const stripe = new Stripe('sk_test_billing');

  /** Signs an event like Stripe does, verifies it like the webhook route does, then dispatches it. */
  async function deliver(type: string, object: object) {
    const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET);
    return f.app.handleBillingEvent({ type: event.type, object: event.data.object });
  }

  async function stripeStylist() {
    const stylist = await f.newStylist();
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id) VALUES ($1, 'stripe', $2)", [stylist.id, `cus_wh_${stylist.id}`]);
    return { stylist, customer: `cus_wh_${stylist.id}` };
  }

  it('created (trialing) → active with the trial end; updated (active) → active; payment failed → past_due; deleted → canceled', async () => {
    const { stylist, customer } = await stripeStylist();
    expect(await deliver('customer.subscription.created', subscription('sub_wh1', customer, 'trialing', { trial_end: NOW_S + 5 * DAY_S }))).toBe(true);
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', priceId: 'price_month', trialEndsAt: new Date((NOW_S + 5 * DAY_S) * 1000).toISOString() });

    await deliver('customer.subscription.updated', subscription('sub_wh1', customer, 'active'));
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', trialEndsAt: null, currentPeriodEnd: new Date((NOW_S + 30 * DAY_S) * 1000).toISOString() });

    await deliver('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer });
    expect((await f.statusOf(stylist)).status).toBe('past_due');

    await deliver('customer.subscription.deleted', subscription('sub_wh1', customer, 'canceled'));
    expect((await f.statusOf(stylist)).status).toBe('canceled');
  });

  it('updated with cancel_at_period_end (or a cancel_at date) → still active, ending at the period end; updated without → renewing again', async () => {
    const { stylist, customer } = await stripeStylist();
    await deliver('customer.subscription.created', subscription('sub_end', customer, 'active'));
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await deliver('customer.subscription.updated', subscription('sub_end', customer, 'active', { cancel_at_period_end: true }));
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date((NOW_S + 30 * DAY_S) * 1000).toISOString() });
    await deliver('customer.subscription.updated', subscription('sub_end', customer, 'active'));
    expect((await f.statusOf(stylist)).cancelAtPeriodEnd).toBe(false);
    await deliver('customer.subscription.updated', subscription('sub_end', customer, 'active', { cancel_at: NOW_S + 30 * DAY_S }));
    expect((await f.statusOf(stylist)).cancelAtPeriodEnd).toBe(true);
  });

  it('maps incomplete and unpaid, and ignores the end of a replaced subscription', async () => {
    const { stylist, customer } = await stripeStylist();
    await deliver('customer.subscription.created', subscription('sub_new', customer, 'incomplete'));
    expect((await f.statusOf(stylist)).status).toBe('incomplete');
    await deliver('customer.subscription.updated', subscription('sub_new', customer, 'unpaid'));
    expect((await f.statusOf(stylist)).status).toBe('past_due');
    await deliver('customer.subscription.updated', subscription('sub_new', customer, 'active'));
    await deliver('customer.subscription.deleted', subscription('sub_old_trial', customer, 'canceled'));
    expect((await f.statusOf(stylist)).status).toBe('active');
  });

  it('a paid subscription ends the trial it replaces at once (a trialing stylist who checked out), once', async () => {
    const { stylist, customer } = await stripeStylist();
    trialsOf.set(customer, [`sub_trial_${stylist.id}`]);
    await deliver('customer.subscription.created', subscription(`sub_trial_${stylist.id}`, customer, 'trialing', { trial_end: NOW_S + 9 * DAY_S }));
    // Checkout's subscription is created incomplete until the first payment: the trial runs on.
    await deliver('customer.subscription.created', subscription(`sub_paid_${stylist.id}`, customer, 'incomplete'));
    expect(stand.find('DELETE', `/v1/subscriptions/sub_trial_${stylist.id}`)).toHaveLength(0);

    await deliver('customer.subscription.updated', subscription(`sub_paid_${stylist.id}`, customer, 'active'));
    const cancels = stand.find('DELETE', `/v1/subscriptions/sub_trial_${stylist.id}`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.idempotencyKey).toBe(`billing-replaced-sub_trial_${stylist.id}`);
    expect(trialsOf.get(customer)).toEqual([]);
    // Stripe then reports the trial's end: the paid subscription stays.
    await deliver('customer.subscription.deleted', subscription(`sub_trial_${stylist.id}`, customer, 'canceled'));
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', trialEndsAt: null });
    // Later events of the paid subscription find no trial left to end.
    await deliver('customer.subscription.updated', subscription(`sub_paid_${stylist.id}`, customer, 'active'));
    expect(stand.find('DELETE', `/v1/subscriptions/sub_trial_${stylist.id}`)).toHaveLength(1);
  });

  it('finds the stylist from the metadata when the customer is not known yet; ignores strangers and other events', async () => {
    const stylist = await f.newStylist();
    await deliver('customer.subscription.created', subscription('sub_meta', 'cus_unknown_1', 'active', { metadata: { stylistId: String(stylist.id) } }));
    expect((await f.statusOf(stylist)).status).toBe('active');
    expect(await deliver('customer.subscription.updated', subscription('sub_x', 'cus_nobody', 'active'))).toBe(false);
    expect(await deliver('charge.succeeded', { id: 'ch_1', object: 'charge' })).toBe(false);
    expect(await deliver('customer.subscription.trial_will_end', subscription('sub_meta', 'cus_unknown_1', 'trialing'))).toBe(true);
  });

  it('turns trial_will_end into a trial-ending notice for the stylist', async () => {
    const { stylist, customer } = await stripeStylist();
    const trialEnd = Math.floor(Date.now() / 1000) + 3 * 86_400;
    expect(await deliver('customer.subscription.trial_will_end', subscription('sub_trial', customer, 'trialing', { trial_end: trialEnd }))).toBe(true);
    const { rows } = await f.pool.query("SELECT payload FROM notification_events WHERE kind = 'subscription.trial-ending' AND (payload->>'stylistId')::int = $1", [stylist.id]);
    expect(rows).toEqual([{ payload: { kind: 'subscription.trial-ending', stylistId: stylist.id, trialEndsAt: new Date(trialEnd * 1000).toISOString() } }]);
  });

  it('arrive through the payments webhook route (POST /api/payments/webhook)', async () => {
    const { stylist, customer } = await stripeStylist();
    const payload = JSON.stringify({ id: `evt_route_${stylist.id}`, object: 'event', type: 'customer.subscription.updated', data: { object: subscription('sub_route', customer, 'past_due') } });
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { host: 'app.chairly.localhost', 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await f.statusOf(stylist)).status).toBe('past_due');
  });

  /** Posts a signed event to the webhook route, as Stripe does. */
  async function post(id: string, type: string, object: object) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { host: 'app.chairly.localhost', 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { received: true; duplicate: boolean };
  }
  const invoice = (id: string, customer: string, subscriptionId: string) => ({
    id, object: 'invoice', customer, status: 'open', parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });

  it('invoice.payment_failed through the webhook route marks the subscription past_due, once and idempotently', async () => {
    const { stylist, customer } = await stripeStylist();
    await post(`evt_sub_${stylist.id}`, 'customer.subscription.created', subscription('sub_inv', customer, 'active'));
    expect((await f.statusOf(stylist)).status).toBe('active');
    expect(await post(`evt_inv_${stylist.id}`, 'invoice.payment_failed', invoice('in_a', customer, 'sub_inv'))).toEqual({ received: true, duplicate: false });
    expect((await f.statusOf(stylist)).status).toBe('past_due');
    // A redelivery is dropped; a second failed attempt (a new event) leaves it past_due.
    expect(await post(`evt_inv_${stylist.id}`, 'invoice.payment_failed', invoice('in_a', customer, 'sub_inv'))).toEqual({ received: true, duplicate: true });
    expect(await post(`evt_inv2_${stylist.id}`, 'invoice.payment_failed', invoice('in_a', customer, 'sub_inv'))).toEqual({ received: true, duplicate: false });
    expect((await f.statusOf(stylist)).status).toBe('past_due');
    const { rows } = await f.pool.query('SELECT status FROM subscriptions WHERE stylist_id = $1', [stylist.id]);
    expect(rows).toEqual([{ status: 'past_due' }]);
  });

  it('a handling that fails mid-way keeps none of its effects: Stripe’s retry does it all', async () => {
    const { stylist, customer } = await stripeStylist();
    const trial = `sub_trial_fail_${stylist.id}`;
    trialsOf.set(customer, [trial]);
    await post(`evt_trial_${stylist.id}`, 'customer.subscription.created', subscription(trial, customer, 'trialing', { trial_end: NOW_S + 9 * DAY_S }));
    const trialing = await f.statusOf(stylist);
    // Paid: the state is saved, then ending the replaced trial fails.
    failCancelOnce.add(trial);
    const payload = JSON.stringify({ id: `evt_paid_${stylist.id}`, object: 'event', type: 'customer.subscription.updated', data: { object: subscription(`sub_paid_fail_${stylist.id}`, customer, 'active') } });
    const deliver = () =>
      f.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { host: 'app.chairly.localhost', 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        payload,
      });
    // Not 2xx (here Stripe's own 401 passes through): Stripe delivers the event again.
    expect((await deliver()).statusCode).toBeGreaterThanOrEqual(400);
    expect(await f.statusOf(stylist)).toEqual(trialing);
    const { rows } = await f.pool.query('SELECT subscription_id FROM billing_accounts WHERE stylist_id = $1', [stylist.id]);
    expect(rows).toEqual([{ subscription_id: trial }]);
    // The retry is handled in full.
    expect((await deliver()).json()).toEqual({ received: true, duplicate: false });
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(trialsOf.get(customer)).toEqual([]);
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
  });

  it('a failed invoice of a replaced subscription, or one arriving after the end, changes nothing', async () => {
    const { stylist, customer } = await stripeStylist();
    await post(`evt_new_${stylist.id}`, 'customer.subscription.created', subscription('sub_current', customer, 'active'));
    await post(`evt_old_inv_${stylist.id}`, 'invoice.payment_failed', invoice('in_old', customer, 'sub_replaced'));
    expect((await f.statusOf(stylist)).status).toBe('active');
    await post(`evt_end_${stylist.id}`, 'customer.subscription.deleted', subscription('sub_current', customer, 'canceled'));
    await post(`evt_late_inv_${stylist.id}`, 'invoice.payment_failed', invoice('in_late', customer, 'sub_current'));
    expect((await f.statusOf(stylist)).status).toBe('canceled');
  });

  it('rejects a payload signed with another secret', () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.updated', data: { object: {} } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toThrow();
  });
});
