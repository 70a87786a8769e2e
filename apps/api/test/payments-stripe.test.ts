import { ROLES } from '@chairly/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_standin';
/** The second endpoint's, listening to connected accounts (the stylists' account.updated). */
const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect';
let stand: StripeStandIn;
let f: PaymentsFixture;
let accountId = '';

beforeAll(async () => {
  stand = await startStripeStandIn();
  f = await createPaymentsFixture({
    ...stand.env,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
    APPLICATION_FEE_PERCENT: '10',
  });
});
afterAll(async () => {
  await f.close();
  await stand.close();
});

/** Polls until a condition holds (a state another connection reaches), without a time limit of its own. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const RETURN_URL = 'http://anna.chairly.localhost:3000/apps/stylist/setting?activeTab=payment';
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const account = () =>
  f.app.inject({ method: 'GET', url: '/api/stylist/stripe/account', headers: f.annaHeaders });

describe('stripe adapter against the stand-in API', () => {
  it('onboards with an Express account and an account link; the account counts once the API reports charges enabled', async () => {
    const res = await post('/api/stylist/stripe/onboarding', f.annaHeaders);
    expect(res.statusCode).toBe(200);
    const [create] = stand.to('POST', '/v1/accounts');
    expect(create?.params).toMatchObject({
      type: 'express',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[stylistId]': String(f.anna.id),
    });
    expect(create?.idempotencyKey).toBe(`chairly-account-stripe-${f.anna.id}`);
    const [link] = stand.to('POST', '/v1/account_links');
    accountId = link?.params.account ?? '';
    expect(link?.params).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: RETURN_URL,
      refresh_url: RETURN_URL,
    });
    expect(res.json().url).toBe(
      `https://connect.stripe.test/setup/e/${accountId}/${res.json().url.split('/').at(-1)}`,
    );

    expect((await account()).json()).toMatchObject({
      connected: true,
      charges_enabled: false,
      accountId,
    });
    expect(stand.to('GET', `/v1/accounts/${accountId}`)).toHaveLength(1);
    stand.enableCharges(accountId);
    expect((await account()).json()).toMatchObject({
      connected: true,
      charges_enabled: true,
      stripeAccountEnabled: true,
    });
    expect(
      (await f.pool.query('SELECT stripe_id FROM stylists WHERE id = $1', [f.anna.id])).rows[0]
        .stripe_id,
    ).toBe(accountId);
  });

  it('creates the customer and a SetupIntent for off-session use, and attaches the payment method', async () => {
    const customer = await post('/api/logged-customer/payment/create-customer', f.carlaHeaders);
    const customerId = customer.json().customerId;
    expect(customer.json()).toEqual({
      provider: 'stripe',
      customerId: expect.stringMatching(/^cus_/),
    });
    expect(stand.to('POST', '/v1/customers')[0]?.params).toMatchObject({
      'metadata[customerAccountId]': String(f.carla.accountId),
    });

    const setup = await post('/api/logged-customer/payment/customer/card-setup', f.carlaHeaders);
    expect(setup.json()).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/_secret_/),
      publishableKey: 'pk_test_standin',
    });
    expect(stand.to('POST', '/v1/setup_intents')[0]?.params).toEqual({
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });

    for (const cardToken of [
      'pm_card_visa',
      'pm_card_chargeDeclined',
      'pm_card_authenticationRequired',
    ]) {
      expect(
        (
          await post('/api/logged-customer/payment/customer/add-card', f.carlaHeaders, {
            cardToken,
          })
        ).json(),
      ).toMatchObject({ id: cardToken, last4: '4242' });
    }
    expect(stand.to('POST', '/v1/payment_methods/pm_card_visa/attach')[0]?.params).toEqual({
      customer: customerId,
    });
    const list = await f.app.inject({
      method: 'GET',
      url: '/api/logged-customer/payment/customer/cards-list',
      headers: f.carlaHeaders,
    });
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([
      'pm_card_visa',
      'pm_card_chargeDeclined',
      'pm_card_authenticationRequired',
    ]);
    // Someone else cannot take an attached payment method.
    expect(
      (
        await post('/api/logged-customer/payment/customer/add-card', f.doraHeaders, {
          cardToken: 'pm_card_visa',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('charges off-session as a destination charge with the platform fee, under the recorded key', async () => {
    const id = await f.appointment({
      state: 'no_show',
      amountCents: 8_000,
      cardId: 'pm_card_visa',
    });
    const res = await post(`/api/appointment/${id}/payment/no-show-fee`, f.annaHeaders);
    expect(res.json()).toMatchObject({ status: 'succeeded', amount: 40 });
    const [intent] = stand.to('POST', '/v1/payment_intents');
    expect(intent?.params).toMatchObject({
      amount: '4000',
      // Issue #29: Anna's own currency (euros), not the deployment's PAYMENT_CURRENCY (usd).
      currency: 'eur',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'transfer_data[destination]': accountId,
      application_fee_amount: '400',
      'metadata[appointmentId]': String(id),
    });
    const { rows } = await f.pool.query(
      'SELECT idempotency_key, gateway_payment_id, status FROM payment_charges WHERE appointment_id = $1',
      [id],
    );
    expect(intent?.idempotencyKey).toBe(rows[0].idempotency_key);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      gateway_payment_id: expect.stringMatching(/^pi_/),
    });
  });

  it('charges in the stylist\'s currency with its own minor unit: yen have no decimals (issue #29)', async () => {
    await f.pool.query("UPDATE stylists SET currency = 'JPY' WHERE id = $1", [f.anna.id]);
    try {
      const id = await f.appointment({ state: 'no_show', amountCents: 8_000, cardId: 'pm_card_visa' });
      const res = await post(`/api/appointment/${id}/payment/no-show-fee`, f.annaHeaders);
      expect(res.json()).toMatchObject({ status: 'succeeded', amount: 4_000, currency: 'JPY' });
      const intent = stand.to('POST', '/v1/payment_intents').find((r) => r.params['metadata[appointmentId]'] === String(id));
      expect(intent?.params).toMatchObject({ amount: '4000', currency: 'jpy', application_fee_amount: '400' });
    } finally {
      await f.pool.query("UPDATE stylists SET currency = 'EUR' WHERE id = $1", [f.anna.id]);
    }
  });

  it('maps card errors to a stored decline and to an authentication request', async () => {
    const declined = await f.appointment({ state: 'no_show', cardId: 'pm_card_chargeDeclined' });
    expect(
      (await post(`/api/appointment/${declined}/payment/no-show-fee`, f.annaHeaders)).json(),
    ).toMatchObject({ code: 'CARD_DECLINED' });
    const auth = await f.appointment({
      state: 'no_show',
      cardId: 'pm_card_authenticationRequired',
    });
    expect(
      (await post(`/api/appointment/${auth}/payment/no-show-fee`, f.annaHeaders)).statusCode,
    ).toBe(422);
    const { rows } = await f.pool.query(
      'SELECT appointment_id, status, decline_code FROM payment_charges WHERE appointment_id = ANY($1) ORDER BY appointment_id',
      [[declined, auth]],
    );
    expect(rows.map((r) => [r.status, r.decline_code])).toEqual([
      ['declined', 'generic_decline'],
      ['requires_action', 'authentication_required'],
    ]);
  });

  it('a member onboards her own Express account; the charges for her appointments go to it (D66)', async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'stripe-dana', 'dana@stripe.test', 'Dana', 'staff') RETURNING id",
      [f.anna.id],
    );
    const dana = Number(rows[0].id);
    const token = await f.app.apiTokens.sign({ sub: 'stripe-dana', roles: [ROLES.stylist], stylistId: f.anna.id, subdomain: 'anna', memberId: dana, memberRole: 'staff' });
    const headers = { ...f.annaHeaders, authorization: `Bearer ${token}` };
    const res = await post('/api/stylist/stripe/member-account/onboarding', headers);
    expect(res.statusCode).toBe(200);
    const create = stand.to('POST', '/v1/accounts').at(-1);
    expect(create?.params).toMatchObject({ type: 'express', email: 'dana@stripe.test', 'metadata[stylistId]': String(f.anna.id), 'metadata[memberId]': String(dana) });
    expect(create?.idempotencyKey).toBe(`chairly-account-stripe-${f.anna.id}-member-${dana}`);
    const hers = stand.to('POST', '/v1/account_links').at(-1)?.params.account ?? '';
    expect(hers).not.toBe(accountId);
    stand.enableCharges(hers);
    const mine = await f.app.inject({ method: 'GET', url: '/api/stylist/stripe/member-account', headers });
    expect(mine.json()).toMatchObject({ connected: true, charges_enabled: true, accountId: hers });
    // The business's account is still Anna's.
    expect((await account()).json()).toMatchObject({ accountId });

    const id = await f.appointment({ state: 'no_show', amountCents: 8_000, cardId: 'pm_card_visa' });
    await f.pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [id, dana]);
    expect((await post(`/api/appointment/${id}/payment/no-show-fee`, f.annaHeaders)).json()).toMatchObject({ status: 'succeeded' });
    const intent = stand.to('POST', '/v1/payment_intents').find((r) => r.params['metadata[appointmentId]'] === String(id));
    expect(intent?.params).toMatchObject({ 'transfer_data[destination]': hers, application_fee_amount: '400' });
    const charges = await f.app.inject({ url: `/api/appointment/${id}/payment/charges`, headers: f.annaHeaders });
    expect(charges.json()).toEqual([expect.objectContaining({ kind: 'no-show-fee', status: 'succeeded', destinationAccount: hers })]);
  });

  it('sent an Idempotency-Key with every mutating call', () => {
    const posts = stand.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(8);
    expect(posts.filter((r) => !r.idempotencyKey)).toEqual([]);
  });
});

describe('webhooks', () => {
  const signer = new Stripe('sk_test_unused');
  const event = (id: string, type: string, object: object) =>
    JSON.stringify({ id, object: 'event', type, data: { object } });
  const deliver = (
    payload: string,
    header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    f.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        host: 'chairly.localhost',
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': header,
      },
      payload,
    });
  const charges = async () =>
    (
      await f.pool.query('SELECT charges_enabled FROM payment_accounts WHERE stylist_id = $1', [
        f.anna.id,
      ])
    ).rows[0].charges_enabled;

  const connectHeader = (payload: string) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: CONNECT_WEBHOOK_SECRET });
  const accountUpdated = (id: string, chargesEnabled: boolean) =>
    event(id, 'account.updated', {
      id: accountId,
      object: 'account',
      charges_enabled: chargesEnabled,
      details_submitted: true,
    });
  const recorded = async (id: string) =>
    Number(
      (await f.pool.query('SELECT count(*) FROM payment_webhook_events WHERE id = $1', [id]))
        .rows[0].count,
    );

  it('applies a verified event once; a duplicate delivery changes nothing', async () => {
    const payload = accountUpdated('evt_account_1', false);
    const first = await deliver(payload, connectHeader(payload));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await charges()).toBe(false);
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = true WHERE stylist_id = $1', [
      f.anna.id,
    ]);
    expect((await deliver(payload, connectHeader(payload))).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await charges()).toBe(true);
  });

  it('accepts an event of a connected account signed by the Connect endpoint’s own secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_connect_1',
      object: 'event',
      type: 'account.updated',
      account: accountId,
      data: {
        object: {
          id: accountId,
          object: 'account',
          charges_enabled: false,
          details_submitted: true,
        },
      },
    });
    const response = await deliver(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: CONNECT_WEBHOOK_SECRET }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await charges()).toBe(false);
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = true WHERE stylist_id = $1', [
      f.anna.id,
    ]);
  });

  it('refuses a bad signature, a missing one and a too old one', async () => {
    const payload = event('evt_account_2', 'account.updated', {
      id: accountId,
      charges_enabled: false,
    });
    expect(
      (
        await deliver(
          payload,
          signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await deliver(payload, '')).statusCode).toBe(400);
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, old)).statusCode).toBe(400);
    expect(await charges()).toBe(true);
    expect(
      (await f.pool.query("SELECT count(*) FROM payment_webhook_events WHERE id = 'evt_account_2'"))
        .rows[0].count,
    ).toBe('0');
  });

  it('settles a pending charge from payment_intent events', async () => {
    const id = await f.appointment({ state: 'completed', cardId: 'pm_card_visa' });
    await f.pool.query(
      `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, gateway_payment_id, idempotency_key)
       VALUES (gen_random_uuid(), $1, $2, 'checkout', 8000, 'usd', 'stripe', 'pending', 'pi_async_1', 'key-async-1')`,
      [f.anna.id, id],
    );
    await deliver(
      event('evt_pi_1', 'payment_intent.succeeded', {
        id: 'pi_async_1',
        object: 'payment_intent',
        status: 'succeeded',
      }),
    );
    await deliver(
      event('evt_pi_2', 'payment_intent.payment_failed', {
        id: 'pi_async_1',
        object: 'payment_intent',
        last_payment_error: { code: 'card_declined' },
      }),
    );
    expect(
      (await f.pool.query('SELECT status FROM payment_charges WHERE appointment_id = $1', [id]))
        .rows,
    ).toEqual([{ status: 'succeeded' }]);
  });
  it('acknowledges but does not act on an event type that belongs to the other endpoint', async () => {
    const id = await f.appointment({ state: 'completed', cardId: 'pm_card_visa' });
    await f.pool.query(
      `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, gateway_payment_id, idempotency_key)
       VALUES (gen_random_uuid(), $1, $2, 'checkout', 8000, 'usd', 'stripe', 'pending', 'pi_connect_1', 'key-connect-1')`,
      [f.anna.id, id],
    );
    // A connected account's own payment, through the Connect endpoint: never settles one of ours.
    const payment = event('evt_connect_pi', 'payment_intent.succeeded', {
      id: 'pi_connect_1',
      object: 'payment_intent',
      status: 'succeeded',
    });
    const ignored = await deliver(payment, connectHeader(payment));
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ received: true, duplicate: false, ignored: true });
    expect(
      (await f.pool.query('SELECT status FROM payment_charges WHERE appointment_id = $1', [id]))
        .rows,
    ).toEqual([{ status: 'pending' }]);
    expect(await recorded('evt_connect_pi')).toBe(0);
    // account.updated through the platform endpoint is the platform's own account.
    const platform = accountUpdated('evt_platform_account', false);
    expect((await deliver(platform)).json()).toEqual({
      received: true,
      duplicate: false,
      ignored: true,
    });
    expect(await charges()).toBe(true);
  });

  it('a delivery that dies mid-way keeps nothing; a retry arriving meanwhile waits for it, then handles the event', async () => {
    const payload = accountUpdated('evt_account_dies', false);
    // The test holds the account row, so the first delivery stops mid-way, inside its handling.
    const lock = await f.pool.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM payment_accounts WHERE stylist_id = $1 FOR UPDATE', [
        f.anna.id,
      ]);
      // Read outside the test's transaction, which sees one snapshot of pg_stat_activity.
      const waitingOn = async (statement: string) =>
        Number(
          (
            await f.pool.query(
              `SELECT count(*) FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid() AND query ILIKE $1`,
              [`${statement}%`],
            )
          ).rows[0].count,
        );
      const first = deliver(payload, connectHeader(payload));
      await until(async () => (await waitingOn('update "payment_accounts"')) === 1);
      // Stripe's retry (its first attempt timed out) while the first still runs.
      let retryAnswered = false;
      const retry = deliver(payload, connectHeader(payload)).finally(() => (retryAnswered = true));
      await until(
        async () =>
          retryAnswered || (await waitingOn('insert into "payment_webhook_events"')) === 1,
      );
      // The first delivery dies (its connection lost, as when the process is killed mid-way).
      await lock.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE pid <> pg_backend_pid() AND query ILIKE 'update "payment_accounts"%'`,
      );
      expect((await first).statusCode).toBeGreaterThanOrEqual(500);
      await lock.query('ROLLBACK');
      const answer = await retry;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true, duplicate: false });
    } finally {
      lock.release();
    }
    expect(await charges()).toBe(false);
    expect(await recorded('evt_account_dies')).toBe(1);
    expect((await deliver(payload, connectHeader(payload))).json()).toEqual({
      received: true,
      duplicate: true,
    });
  });

  it('a handling that fails answers non-2xx and keeps nothing; the retry is handled', async () => {
    const payload = accountUpdated('evt_account_fails', true);
    // A failure in the middle of the handling: the account row is changed, then the write fails.
    await f.pool.query(`
      CREATE FUNCTION test_fail_stylist_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER test_fail_stylist_write BEFORE UPDATE ON stylists
        FOR EACH ROW EXECUTE FUNCTION test_fail_stylist_write();
      INSERT INTO payment_onboarding_requests (stylist_id) VALUES (${f.anna.id}) ON CONFLICT DO NOTHING;`);
    const failed = await deliver(payload, connectHeader(payload));
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await charges()).toBe(false);
    expect(await recorded('evt_account_fails')).toBe(0);
    await f.pool.query(`DROP TRIGGER test_fail_stylist_write ON stylists;
      DROP FUNCTION test_fail_stylist_write();`);
    expect((await deliver(payload, connectHeader(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await charges()).toBe(true);
    expect(await recorded('evt_account_fails')).toBe(1);
  });

  it('concurrent deliveries of one event produce its effects once', async () => {
    const customerId = (
      await f.pool.query(
        "SELECT gateway_customer_id FROM payment_customers WHERE customer_account_id = $1 AND provider = 'stripe'",
        [f.carla.accountId],
      )
    ).rows[0].gateway_customer_id;
    stand.addPaymentMethod('pm_card_visa_concurrent');
    const payload = event('evt_setup_concurrent', 'setup_intent.succeeded', {
      id: 'seti_concurrent',
      object: 'setup_intent',
      customer: customerId,
      payment_method: 'pm_card_visa_concurrent',
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(stand.to('POST', '/v1/payment_methods/pm_card_visa_concurrent/attach')).toHaveLength(1);
    expect(
      (
        await f.pool.query(
          "SELECT count(*) FROM payment_cards WHERE gateway_card_id = 'pm_card_visa_concurrent'",
        )
      ).rows[0].count,
    ).toBe('1');
  });
});
