import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEvent } from '../src/jobs/relay-plan';
import { createSeatsSync } from '../src/modules/subscriptions/index';
import { startBillingStripeStandIn } from './billing-stripe-stand-in';
import { createSubscriptionsFixture, type Stylist } from './subscriptions-fixture';

/**
 * Issue #34 stage 2 (D67): the subscription is priced per active member. A member joining, being
 * deactivated or coming back writes a `billing.seats-changed` outbox event in the same transaction;
 * its job brings the quantity the provider bills in line (sandbox and Stripe); checkout and the
 * trial start with the active members.
 */
const NOW_S = Math.floor(Date.now() / 1000);
/** The quantity of each subscription item, as the stand-in's Stripe account holds it. */
const quantities = new Map<string, number>();
const subscription = (id: string) => ({
  id, object: 'subscription', customer: 'cus_x', status: 'active', trial_end: null, cancel_at_period_end: false, cancel_at: null, metadata: {},
  items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', quantity: quantities.get(id) ?? 1, price: { id: 'price_month' }, current_period_end: NOW_S + 30 * 86_400 }] },
});

let stand: Awaited<ReturnType<typeof startBillingStripeStandIn>>;
let sandbox: Awaited<ReturnType<typeof createSubscriptionsFixture>>;
let stripe: Awaited<ReturnType<typeof createSubscriptionsFixture>>;

beforeAll(async () => {
  stand = await startBillingStripeStandIn((request) => {
    if (request.method === 'GET' && request.path === '/v1/prices')
      return { body: { object: 'list', has_more: false, data: [{ id: 'price_month', object: 'price', active: true, currency: 'usd', unit_amount: 2900, type: 'recurring', recurring: { interval: 'month', interval_count: 1 }, product: { id: 'prod_m', object: 'product', active: true, name: 'Monthly', description: 'Monthly plan' } }] } };
    if (request.method === 'POST' && request.path === '/v1/customers') return { body: { id: `cus_${request.body.get('metadata[stylistId]')}`, object: 'customer' } };
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return { body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
    if (request.method === 'GET' && request.path.startsWith('/v1/subscriptions/')) return { body: subscription(request.path.split('/').pop() ?? '') };
    if (request.method === 'POST' && request.path.startsWith('/v1/subscriptions/')) {
      const id = request.path.split('/').pop() ?? '';
      quantities.set(id, Number(request.body.get('items[0][quantity]')));
      return { body: subscription(id) };
    }
    return undefined;
  });
  sandbox = await createSubscriptionsFixture();
  stripe = await createSubscriptionsFixture({ STRIPE_SECRET_KEY: 'sk_test_seats', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stand.port), STRIPE_API_PROTOCOL: 'http' });
});
afterAll(async () => {
  await sandbox?.close();
  await stripe?.close();
  await stand?.close();
});

type Fixture = typeof sandbox;
const join = async (f: Fixture, stylist: Stylist, name: string) =>
  Number((await f.pool.query("INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $2 || '@seats.test', $3, 'staff') RETURNING id", [stylist.id, `seats-${name}-${stylist.id}`, name])).rows[0].id);
const seatEvents = async (f: Fixture, stylist: Stylist) =>
  (await f.pool.query("SELECT payload FROM notification_events WHERE kind = 'billing.seats-changed' AND (payload->>'stylistId')::bigint = $1", [stylist.id])).rows.map((r) => r.payload);
const quantityOf = async (f: Fixture, stylist: Stylist) => (await f.pool.query('SELECT quantity FROM subscriptions WHERE stylist_id = $1', [stylist.id])).rows[0]?.quantity;

describe('the seats-changed outbox event', () => {
  it('is written when a member joins, is deactivated or comes back; not for the owner, nor for other changes', async () => {
    const stylist = await sandbox.newStylist();
    expect(await seatEvents(sandbox, stylist)).toEqual([]);
    const dana = await join(sandbox, stylist, 'Dana');
    expect(await seatEvents(sandbox, stylist)).toEqual([{ kind: 'billing.seats-changed', stylistId: stylist.id }]);
    await sandbox.pool.query("UPDATE members SET name = 'Dana B', position = 3 WHERE id = $1", [dana]);
    expect(await seatEvents(sandbox, stylist)).toHaveLength(1);
    await sandbox.pool.query('UPDATE members SET active = false WHERE id = $1', [dana]);
    await sandbox.pool.query('UPDATE members SET active = true WHERE id = $1', [dana]);
    expect(await seatEvents(sandbox, stylist)).toHaveLength(3);
    // The relay turns it into the seats job.
    expect(planEvent({ kind: 'billing.seats-changed', stylistId: stylist.id }).jobs).toEqual([{ queue: 'billing.sync-seats', data: { stylistId: stylist.id } }]);
  });
});

describe('sandbox billing', () => {
  it('a trial starts with the active members; the job follows joins and deactivations', async () => {
    const stylist = await sandbox.newStylist();
    const seats = createSeatsSync(sandbox.app.db, { provider: 'sandbox', stripe: null });
    // Never subscribed: nothing is billed, nothing written.
    await join(sandbox, stylist, 'Early');
    expect(await seats.syncSeats(stylist.id)).toBe(2);
    expect(await quantityOf(sandbox, stylist)).toBeUndefined();

    const price = (await sandbox.call(stylist, 'GET', '/list')).json()[0].prices[0].id;
    expect((await sandbox.call(stylist, 'POST', '/start-trial', { priceId: price })).statusCode).toBe(200);
    expect(await quantityOf(sandbox, stylist)).toBe(2);
    const dana = await join(sandbox, stylist, 'Dana');
    expect(await seats.syncSeats(stylist.id)).toBe(3);
    expect(await quantityOf(sandbox, stylist)).toBe(3);
    // The sandbox's portal says what is billed.
    const portal = new URL((await sandbox.call(stylist, 'POST', '/portal', { returnUrl: `http://${stylist.host}/subscription/plans` })).json().url);
    const page = await sandbox.app.inject({ url: portal.pathname + portal.search, headers: { host: stylist.host } });
    expect(page.body).toMatch(/data-testid="portal-plan">[^<]* per month × 3 members</);
    await sandbox.pool.query('UPDATE members SET active = false WHERE id = $1', [dana]);
    expect(await seats.syncSeats(stylist.id)).toBe(2);
    expect(await quantityOf(sandbox, stylist)).toBe(2);
  });

  it('a one-member business is billed one, as before', async () => {
    const stylist = await sandbox.newStylist();
    const price = (await sandbox.call(stylist, 'GET', '/list')).json()[0].prices[0].id;
    expect((await sandbox.call(stylist, 'POST', '/start-trial', { priceId: price })).statusCode).toBe(200);
    expect(await quantityOf(sandbox, stylist)).toBe(1);
  });
});

describe('stripe billing', () => {
  it('checkout bills the active members; a change updates the subscription item with proration, once per change', async () => {
    const stylist = await stripe.newStylist();
    await join(stripe, stylist, 'Dana');
    const eli = await join(stripe, stylist, 'Eli');
    const checkout = await stripe.call(stylist, 'POST', '/checkout', { priceId: 'price_month', returnUrl: `http://${stylist.host}/subscription/plans` });
    expect(checkout.statusCode).toBe(200);
    expect(stand.find('POST', '/v1/checkout/sessions').at(-1)?.body.get('line_items[0][quantity]')).toBe('3');

    // Stripe's webhook made it active (its subscription id kept on her billing account).
    const sub = `sub_seats_${stylist.id}`;
    quantities.set(sub, 3);
    await stripe.pool.query("UPDATE subscriptions SET status = 'active', price_id = 'price_month' WHERE stylist_id = $1", [stylist.id]);
    await stripe.pool.query('UPDATE billing_accounts SET subscription_id = $2 WHERE stylist_id = $1', [stylist.id, sub]);
    const seats = createSeatsSync(stripe.app.db, { provider: 'stripe', stripe: { secretKey: 'sk_test_seats', api: { host: '127.0.0.1', port: stand.port, protocol: 'http' } } });

    await stripe.pool.query('UPDATE members SET active = false WHERE id = $1', [eli]);
    expect(await seats.syncSeats(stylist.id)).toBe(2);
    const update = stand.find('POST', `/v1/subscriptions/${sub}`);
    expect(update).toHaveLength(1);
    expect(Object.fromEntries(update[0]?.body ?? [])).toEqual({ 'items[0][id]': `si_${sub}`, 'items[0][quantity]': '2', proration_behavior: 'create_prorations' });
    expect(update[0]?.idempotencyKey).toMatch(new RegExp(`^billing-seats-${sub}-`));
    expect(quantities.get(sub)).toBe(2);
    expect(await quantityOf(stripe, stylist)).toBe(2);
    // Nothing changed since: Stripe is not asked to change anything.
    expect(await seats.syncSeats(stylist.id)).toBe(2);
    expect(stand.find('POST', `/v1/subscriptions/${sub}`)).toHaveLength(1);

    // 50 jobs of one change at once (the relay sends one an event): every one ends on the same count.
    await join(stripe, stylist, 'Fay');
    expect(await Promise.all(Array.from({ length: 50 }, () => seats.syncSeats(stylist.id)))).toEqual(Array(50).fill(3));
    expect(quantities.get(sub)).toBe(3);
    expect(await quantityOf(stripe, stylist)).toBe(3);
  });
  it('a member who joins while her checkout is open is billed once Stripe says the subscription runs', async () => {
    const stylist = await stripe.newStylist();
    await join(stripe, stylist, 'Dana');
    expect((await stripe.call(stylist, 'POST', '/checkout', { priceId: 'price_month', returnUrl: `http://${stylist.host}/subscription/plans` })).statusCode).toBe(200);
    expect(stand.find('POST', '/v1/checkout/sessions').at(-1)?.body.get('line_items[0][quantity]')).toBe('2');
    const seats = createSeatsSync(stripe.app.db, { provider: 'stripe', stripe: { secretKey: 'sk_test_seats', api: { host: '127.0.0.1', port: stand.port, protocol: 'http' } } });
    // Eli joins before she has paid: no subscription at Stripe to change yet.
    await join(stripe, stylist, 'Eli');
    expect(await seats.syncSeats(stylist.id)).toBe(3);
    const sub = `sub_open_${stylist.id}`;
    expect(stand.find('POST', `/v1/subscriptions/${sub}`)).toHaveLength(0);

    // She pays: Stripe's subscription bills the two of the checkout; we record that and sync again.
    quantities.set(sub, 2);
    const events = (await seatEvents(stripe, stylist)).length;
    const created = { ...subscription(sub), customer: null, metadata: { stylistId: String(stylist.id) } };
    expect(await stripe.app.handleBillingEvent({ type: 'customer.subscription.created', object: created })).toBe(true);
    expect(await quantityOf(stripe, stylist)).toBe(2);
    expect(await seatEvents(stripe, stylist)).toHaveLength(events + 1);
    expect(await seats.syncSeats(stylist.id)).toBe(3);
    expect(quantities.get(sub)).toBe(3);
    expect(await quantityOf(stripe, stylist)).toBe(3);
    // Stripe's word of that change asks for nothing more.
    expect(await stripe.app.handleBillingEvent({ type: 'customer.subscription.updated', object: { ...created, ...subscription(sub), customer: null, metadata: created.metadata } })).toBe(true);
    expect(await seatEvents(stripe, stylist)).toHaveLength(events + 1);
  });
});
