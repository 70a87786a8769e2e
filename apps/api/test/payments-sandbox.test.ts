import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';

let f: PaymentsFixture;

beforeAll(async () => {
  f = await createPaymentsFixture();
});
afterAll(async () => f.close());

const account = (headers = f.bellaHeaders) =>
  f.app.inject({ method: 'GET', url: '/api/stylist/sandbox/account', headers });
const onboard = async (headers = f.bellaHeaders) => {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/stylist/sandbox/onboarding',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ url: string }>().url);
};
const RETURN_URL = 'http://bella.chairly.localhost:3000/apps/stylist/setting?activeTab=payment';

describe('sandbox onboarding', () => {
  beforeAll(async () => {
    // Bella starts without any payment account.
    await f.pool.query('DELETE FROM payment_accounts WHERE stylist_id = $1', [f.bella.id]);
    await f.pool.query(
      'UPDATE stylists SET stripe_account_enabled = false, stripe_id = NULL WHERE id = $1',
      [f.bella.id],
    );
  });

  it('creates the account, and leaving the hosted page incomplete enables nothing', async () => {
    const url = await onboard();
    expect(url.origin).toBe('http://bella.chairly.localhost:3000');
    expect(url.pathname).toMatch(/^\/sandbox\/onboarding\/[0-9a-f]+$/);
    expect((await account()).json()).toMatchObject({
      connected: true,
      charges_enabled: false,
      stripeAccountEnabled: false,
    });

    const page = await f.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { host: url.host, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox-Zahlungskonto: Einrichtung abschließen');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).not.toMatch(/<script/i);
    const arabic = await f.app.inject({ method: 'GET', url: `${url.pathname}?lang=ar`, headers: { host: url.host } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('حساب الدفع التجريبي: إكمال التسجيل');

    const leave = await f.app.inject({
      method: 'POST',
      url: `${url.pathname}/leave`,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(leave.statusCode).toBe(303);
    expect(leave.headers.location).toBe(RETURN_URL);
    // Returning alone never counts: the gateway still reports charges disabled.
    expect((await account()).json()).toMatchObject({
      connected: true,
      charges_enabled: false,
      stripeAccountEnabled: false,
    });
  });

  it('completing onboarding enables charges and flags the account enabled; the link works once', async () => {
    const url = await onboard();
    const english = await f.app.inject({
      method: 'GET',
      url: `${url.pathname}?lang=en`,
      headers: { host: url.host },
    });
    expect(english.body).toContain('Sandbox payment account: Complete onboarding');
    const done = await f.app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN_URL);
    const status = (await account()).json();
    expect(status).toMatchObject({
      connected: true,
      charges_enabled: true,
      stripeAccountEnabled: true,
    });
    expect(status.accountId).toMatch(/^acct_sandbox_/);

    const again = await f.app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { host: url.host },
    });
    expect(again.statusCode).toBe(303);
    const unknown = await f.app.inject({
      method: 'GET',
      url: '/sandbox/onboarding/0123456789abcdef0123',
      headers: { host: url.host, 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Lien expiré');
  });

  it('keeps an unlinked account unlinked until the stylist onboards again', async () => {
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = false WHERE id = $1', [
      f.bella.id,
    ]);
    expect((await account()).json()).toMatchObject({
      charges_enabled: true,
      stripeAccountEnabled: false,
    });
    const before = (await account()).json().accountId;
    await onboard();
    // Same account at the gateway, charges already enabled there: reconnected.
    expect((await account()).json()).toMatchObject({
      accountId: before,
      charges_enabled: true,
      stripeAccountEnabled: true,
    });
  });

  it('answers 404 for another provider and 403 for a customer', async () => {
    expect(
      (
        await f.app.inject({
          method: 'POST',
          url: '/api/stylist/stripe/onboarding',
          headers: f.bellaHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await f.app.inject({
          method: 'POST',
          url: '/api/stylist/sandbox/onboarding',
          headers: f.carlaHeaders,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reports the sandbox as the active provider', async () => {
    const res = await f.app.inject({
      method: 'GET',
      url: '/api/public/app-config',
      headers: { host: 'chairly.localhost' },
    });
    expect(res.json().paymentProvider).toBe('sandbox');
  });
});

describe('sandbox cards', () => {
  const tokenize = (
    number: string,
    headers: Record<string, string> = { host: 'anna.chairly.localhost' },
  ) =>
    f.app.inject({
      method: 'POST',
      url: '/sandbox/cards/tokenize',
      headers,
      payload: { number, expMonth: 12, expYear: 2035, cvc: '123' },
    });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('creates one gateway customer per account, also when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      post('/api/logged-customer/payment/create-customer', f.doraHeaders),
      post('/api/logged-customer/payment/create-customer', f.doraHeaders),
    ]);
    expect(a?.statusCode).toBe(200);
    expect(a?.json().customerId).toBe(b?.json().customerId);
    expect(
      (await post('/api/logged-customer/payment/create-customer', f.doraHeaders)).json(),
    ).toEqual(a?.json());
  });

  it('hands the browser the sandbox tokenize endpoint', async () => {
    const res = await post('/api/logged-customer/payment/customer/card-setup', f.doraHeaders);
    expect(res.json()).toEqual({ provider: 'sandbox', tokenizeUrl: '/sandbox/cards/tokenize' });
  });

  it('tokenizes a test card, saves it, and lists only brand, last4 and expiry', async () => {
    const token = await tokenize('4242 4242 4242 4242');
    expect(token.statusCode).toBe(200);
    expect(token.body).not.toContain('4242424242424242');
    const { token: cardToken } = token.json<{ token: string }>();
    const added = await post('/api/logged-customer/payment/customer/add-card', f.doraHeaders, {
      cardToken,
    });
    expect(added.json()).toEqual({
      id: cardToken,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2035,
    });
    const list = await f.app.inject({
      method: 'GET',
      url: '/api/logged-customer/payment/customer/cards-list',
      headers: f.doraHeaders,
    });
    expect(list.json()).toEqual([
      { id: cardToken, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 },
    ]);
    const stored = await f.pool.query('SELECT * FROM sandbox_cards WHERE token = $1', [cardToken]);
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');

    // Another customer can neither take this card nor see it.
    expect(
      (await post('/api/logged-customer/payment/customer/add-card', f.carlaHeaders, { cardToken }))
        .statusCode,
    ).toBe(404);
    const carlas = await f.app.inject({
      method: 'GET',
      url: '/api/logged-customer/payment/customer/cards-list',
      headers: f.carlaHeaders,
    });
    expect(carlas.json().map((c: { id: string }) => c.id)).not.toContain(cardToken);
  });

  it('refuses numbers that are not sandbox test cards, and unknown tokens', async () => {
    const real = await tokenize('4111 1111 1111 1111');
    expect(real.statusCode).toBe(400);
    expect(real.json().fields).toHaveProperty('number');
    expect((await tokenize('1234')).statusCode).toBe(400);
    expect(
      (
        await post('/api/logged-customer/payment/customer/add-card', f.doraHeaders, {
          cardToken: 'pm_sandbox_unknown',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('needs a customer token', async () => {
    expect(
      (
        await f.app.inject({
          method: 'GET',
          url: '/api/logged-customer/payment/customer/cards-list',
          headers: f.annaHeaders,
        })
      ).statusCode,
    ).toBe(403);
  });
});
