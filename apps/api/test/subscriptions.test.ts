import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, stylistAuth } from './auth';
import { createSubscriptionsFixture } from './subscriptions-fixture';

let f: Awaited<ReturnType<typeof createSubscriptionsFixture>>;
beforeAll(async () => {
  f = await createSubscriptionsFixture();
});
afterAll(async () => f?.close());

const DAY_MS = 86_400_000;
const returnUrlOf = (host: string) => `http://${host}:3000/subscription/plans`;

type Price = { id: string; amount: number; currency: string };
const pricesOf = async (stylist: Awaited<ReturnType<typeof f.newStylist>>) =>
  ((await f.call(stylist, 'GET', '/list')).json() as { type: string; prices: Price[] }[]).map((plan) => plan.prices.map((price) => `${price.id} ${price.amount} ${price.currency}`));

describe('GET /api/subscription/stylist/list (sandbox)', () => {
  it('lists the seeded monthly ($29) and yearly ($290) plans with their price ids, dollars first for a stylist in dollars', async () => {
    const response = await f.call(await f.newStylist('USD'), 'GET', '/list');
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(plans.map((p: { type: string }) => p.type)).toEqual(['monthly', 'yearly']);
    expect(plans[0].prices[0]).toEqual({ id: 'price_demo_monthly', amount: 29, currency: 'usd', interval: 'month' });
    expect(plans[1].prices[0]).toEqual({ id: 'price_demo_yearly', amount: 290, currency: 'usd', interval: 'year' });
    expect(plans[0].product).toMatchObject({ id: 'prod_demo_monthly', name: 'Chairly Monthly' });
  });

  it('puts the price in her currency first in each plan (D38)', async () => {
    expect(await pricesOf(await f.newStylist('EUR'))).toEqual([
      ['price_demo_monthly_eur 29 eur', 'price_demo_monthly 29 usd', 'price_demo_monthly_brl 149 brl'],
      ['price_demo_yearly_eur 290 eur', 'price_demo_yearly 290 usd', 'price_demo_yearly_brl 1490 brl'],
    ]);
    expect((await pricesOf(await f.newStylist('BRL'))).map((plan) => plan[0])).toEqual(['price_demo_monthly_brl 149 brl', 'price_demo_yearly_brl 1490 brl']);
  });

  it('offers the default (PAYMENT_CURRENCY, dollars) price first when no price is in her currency', async () => {
    expect((await pricesOf(await f.newStylist('JPY'))).map((plan) => plan[0])).toEqual(['price_demo_monthly 29 usd', 'price_demo_yearly 290 usd']);
    expect((await pricesOf(await f.newStylist())).map((plan) => plan[0])).toEqual(['price_demo_monthly 29 usd', 'price_demo_yearly 290 usd']);
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const customer = await customerAuth(f.app, { accountId: 1 });
    expect((await f.app.inject({ method: 'GET', url: '/api/subscription/stylist/list', headers: { host: 'anna.chairly.localhost', ...customer } })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'GET', url: '/api/subscription/stylist/list', headers: { host: 'anna.chairly.localhost' } })).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/stylist/start-trial', () => {
  it('starts a 14-day trial without a card that reports active, once per stylist', async () => {
    const stylist = await f.newStylist();
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'none', trialUsed: false });
    const response = await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_monthly' });
    expect(response.statusCode).toBe(200);
    const status = await f.statusOf(stylist);
    expect(status).toMatchObject({ status: 'active', priceId: 'price_demo_monthly', trialUsed: true });
    expect(response.json()).toEqual(status);
    const trialDays = (new Date(status.trialEndsAt).getTime() - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(13.99);
    expect(trialDays).toBeLessThanOrEqual(14);

    const again = await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_monthly' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', reason: 'trial_used', message: 'The free trial has already been used' });
  });

  it('refuses a second trial after the first lapsed, and the lapsed trial is not active', async () => {
    const stylist = await f.newStylist();
    await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_yearly' });
    await f.pool.query("UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE stylist_id = $1", [stylist.id]);
    expect((await f.statusOf(stylist)).status).toBe('trial_expired');
    expect((await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_yearly' })).statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent start-trial calls succeed', async () => {
    const stylist = await f.newStylist();
    const codes = (await Promise.all([1, 2].map(() => f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_monthly' })))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('rejects an unknown price (400) and changes nothing', async () => {
    const stylist = await f.newStylist();
    const response = await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('priceId');
    expect((await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_monthly' })).statusCode).toBe(200);
  });
});

describe('POST /api/subscription/stylist/checkout and the sandbox checkout page', () => {
  async function checkout(promoCode?: string) {
    const stylist = await f.newStylist();
    const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', returnUrl: returnUrlOf(stylist.host), ...(promoCode ? { promoCode } : {}) });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    return { stylist, url, page: (headers: Record<string, string> = {}) => f.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: stylist.host, ...headers } }) };
  }
  const post = (host: string, path: string) =>
    f.app.inject({ method: 'POST', url: path, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('answers with the hosted page on the stylist host, which shows plan, price and discount', async () => {
    const { stylist, url, page } = await checkout('welcome20');
    expect(url.origin).toBe(`http://${stylist.host}:3000`);
    expect(url.pathname).toMatch(/^\/sandbox\/billing\/checkout\/cs_sandbox_[0-9a-f]{32}$/);
    const html = await page();
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Chairly Monthly');
    expect(html.body).toContain('$29.00');
    expect(html.body).toContain('WELCOME20 (−20%)');
    expect(html.body).toMatch(/data-testid="checkout-total">\$23\.20/);
    expect(html.body).not.toContain('<script');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('speaks the language of the lang parameter or of Accept-Language', async () => {
    const { page } = await checkout();
    expect((await page({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).body).toContain('S’abonner');
    const url = (await page()).body.match(/action="([^"]+subscribe[^"]*)"/)?.[1];
    expect(url).toContain('lang=en');
    const { url: again, stylist } = await checkout();
    const german = await f.app.inject({ method: 'GET', url: `${again.pathname}?lang=de`, headers: { host: stylist.host } });
    expect(german.body).toContain('Abonnieren');
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    // Arabic reads right to left (issue #29.5).
    const arabic = await f.app.inject({ method: 'GET', url: `${again.pathname}?lang=ar`, headers: { host: stylist.host } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('اشترك');
  });

  it('Subscribe activates the subscription and returns to /subscription/return/true', async () => {
    const { stylist, url } = await checkout('SAVE10');
    const response = await post(stylist.host, `${url.pathname}/subscribe`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://${stylist.host}:3000/subscription/return/true`);
    const status = await f.statusOf(stylist);
    expect(status).toMatchObject({ status: 'active', priceId: 'price_demo_monthly', trialEndsAt: null });
    expect(new Date(status.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect((await post(stylist.host, `${url.pathname}/subscribe`)).statusCode).toBe(404);
    const again = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', returnUrl: returnUrlOf(stylist.host) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', reason: 'already_subscribed', message: 'You already have an active subscription' });
  });

  it('Cancel returns to /subscription/return/false and leaves the status unchanged', async () => {
    const { stylist, url, page } = await checkout();
    const response = await post(stylist.host, `${url.pathname}/cancel`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://${stylist.host}:3000/subscription/return/false`);
    expect((await f.statusOf(stylist)).status).toBe('none');
    expect((await page()).statusCode).toBe(404);
    expect((await post(stylist.host, `${url.pathname}/subscribe`)).statusCode).toBe(404);
    expect((await f.statusOf(stylist)).status).toBe('none');
  });

  it('rejects a return address outside the stylist host (400)', async () => {
    const stylist = await f.newStylist();
    for (const returnUrl of ['https://evil.example/subscription/plans', 'http://app.chairly.localhost:3000/', 'http://anna.chairly.localhost:3000/', 'http://chairly.localhost.evil.example/', 'javascript:alert(1)']) {
      const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', returnUrl });
      expect(response.statusCode, returnUrl).toBe(400);
    }
  });

  it('rejects an invalid discount code at checkout (404 Invalid code)', async () => {
    const stylist = await f.newStylist();
    const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', returnUrl: returnUrlOf(stylist.host), promoCode: 'OLDCODE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'invalid_promo_code', message: 'Invalid code' });
  });

  it('bills a stylist in euros through her euro price: the hosted page shows euros and the subscription is on that price', async () => {
    const stylist = await f.newStylist('EUR');
    const [monthly] = (await f.call(stylist, 'GET', '/list')).json() as { prices: Price[] }[];
    const priceId = monthly?.prices[0]?.id;
    expect(priceId).toBe('price_demo_monthly_eur');
    const response = await f.call(stylist, 'POST', '/checkout', { priceId, promoCode: 'WELCOME20', returnUrl: returnUrlOf(stylist.host) });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    const page = await f.app.inject({ method: 'GET', url: url.pathname, headers: { host: stylist.host } });
    expect(page.body).toContain('€29.00');
    expect(page.body).toMatch(/data-testid="checkout-total">€23\.20/);
    const session = await f.pool.query('SELECT p.currency, p.amount_cents FROM billing_checkout_sessions s JOIN billing_prices p ON p.id = s.price_id WHERE s.stylist_id = $1', [stylist.id]);
    expect(session.rows).toEqual([{ currency: 'eur', amount_cents: 2900 }]);
    expect((await post(stylist.host, `${url.pathname}/subscribe`)).statusCode).toBe(303);
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', priceId: 'price_demo_monthly_eur' });
  });

  it('refuses an amount-off code in another currency than the price (404 Invalid code), never a 5xx', async () => {
    const stylist = await f.newStylist('EUR');
    const dollars = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly_eur', promoCode: 'SAVE10', returnUrl: returnUrlOf(stylist.host) });
    expect(dollars.statusCode).toBe(404);
    expect(dollars.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'invalid_promo_code', message: 'Invalid code' });
    const euros = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly_eur', promoCode: 'EURO5', returnUrl: returnUrlOf(stylist.host) });
    expect(euros.statusCode).toBe(200);
    const url = new URL(euros.json().url);
    const page = await f.app.inject({ method: 'GET', url: url.pathname, headers: { host: stylist.host } });
    expect(page.body).toMatch(/data-testid="checkout-total">€24\.00/);
  });

  it('a trial can be converted into a paid subscription through checkout', async () => {
    const stylist = await f.newStylist();
    await f.call(stylist, 'POST', '/start-trial', { priceId: 'price_demo_monthly' });
    const response = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_yearly', returnUrl: returnUrlOf(stylist.host) });
    const url = new URL(response.json().url);
    expect((await post(stylist.host, `${url.pathname}/subscribe`)).statusCode).toBe(303);
    const status = await f.statusOf(stylist);
    expect(status).toMatchObject({ status: 'active', priceId: 'price_demo_yearly', trialEndsAt: null });
    expect(new Date(status.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 360 * DAY_MS);
  });
});

describe('POST /api/subscription/stylist/portal and the sandbox billing portal', () => {
  const form = (host: string, path: string) =>
    f.app.inject({ method: 'POST', url: path, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const get = (host: string, url: URL | string) => f.app.inject({ method: 'GET', url: typeof url === 'string' ? url : url.pathname + url.search, headers: { host } });

  /** A stylist who paid the monthly plan with SAVE10 through the sandbox checkout. */
  async function subscriber() {
    const stylist = await f.newStylist();
    const checkout = new URL((await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', promoCode: 'SAVE10', returnUrl: returnUrlOf(stylist.host) })).json().url);
    expect((await form(stylist.host, `${checkout.pathname}/subscribe`)).statusCode).toBe(303);
    return stylist;
  }
  const portalOf = async (stylist: Awaited<ReturnType<typeof f.newStylist>>) => {
    const response = await f.call(stylist, 'POST', '/portal', { returnUrl: `http://${stylist.host}:3000/subscription/plans?x=1` });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().url);
  };

  it('answers with the portal on her host, which lists her invoice and her plan and leads back to the page she came from', async () => {
    const stylist = await subscriber();
    const url = await portalOf(stylist);
    expect(url.origin).toBe(`http://${stylist.host}:3000`);
    expect(url.pathname).toBe('/sandbox/billing/portal');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const page = await get(stylist.host, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/data-testid="portal-plan">Chairly Monthly · \$29\.00 per month/);
    // The invoice: $29 less SAVE10's $10.
    expect(page.body).toMatch(/data-testid="portal-invoices">.*Chairly Monthly<\/td><td class="amount">\$19\.00/s);
    expect(page.body).toContain(`href="http://${stylist.host}:3000/subscription/plans"`);
    expect(page.body).not.toContain('<script');
    expect((await get(stylist.host, `${url.pathname}${url.search}&lang=de`)).body).toContain('Rechnungen');
    expect((await get(stylist.host, `${url.pathname}${url.search}&lang=ar`)).body).toContain('<html lang="ar" dir="rtl">');
  });

  it("the demo's Anna, who pays in euros, has a portal with her seeded invoice and the yearly plan in euros to switch to", async () => {
    const { rows } = await f.pool.query<{ id: string }>("SELECT id FROM stylists WHERE subdomain = 'anna'");
    const id = Number(rows[0]?.id);
    const host = 'anna.chairly.localhost';
    const response = await f.app.inject({ method: 'POST', url: '/api/subscription/stylist/portal', headers: { host, ...(await stylistAuth(f.app, { id, subdomain: 'anna' })) }, payload: { returnUrl: `http://${host}/subscription/plans` } });
    expect(response.statusCode).toBe(200);
    const page = await get(host, new URL(response.json().url));
    expect(page.body).toMatch(/data-testid="portal-invoices">.*Chairly Monthly<\/td><td class="amount">€29\.00/s);
    expect(page.body).toContain('/plan/price_demo_yearly_eur?');
    expect(page.body).not.toContain('/plan/price_demo_yearly?');
  });

  it('switching plan on the portal shows in GET of her subscription; a price in another currency changes nothing', async () => {
    const stylist = await subscriber();
    const before = await f.statusOf(stylist);
    const url = await portalOf(stylist);
    const action = (await get(stylist.host, url)).body.match(/action="([^"]+\/plan\/price_demo_yearly[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBeDefined();
    const switched = await form(stylist.host, action ?? '');
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe(`${url.pathname}${url.search}&lang=en`);
    expect(await f.statusOf(stylist)).toEqual({ ...before, priceId: 'price_demo_yearly' });
    expect((await get(stylist.host, url)).body).toMatch(/data-testid="portal-plan">Chairly Yearly · \$290\.00 per year/);
    expect((await form(stylist.host, `/sandbox/billing/portal/plan/price_demo_monthly_eur${url.search}`)).statusCode).toBe(303);
    expect((await f.statusOf(stylist)).priceId).toBe('price_demo_yearly');
  });

  it('cancelling on the portal keeps the plan to its period end, says when it ends, and can be taken back', async () => {
    const stylist = await subscriber();
    const url = await portalOf(stylist);
    const before = await f.statusOf(stylist);
    expect(before).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const cancel = (await get(stylist.host, url)).body.match(/action="([^"]+\/cancel\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toBeDefined();
    const cancelled = await form(stylist.host, cancel ?? '');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${url.pathname}${url.search}&lang=en`);
    // Still subscribed until the period's end: only the flag changes.
    expect(await f.statusOf(stylist)).toEqual({ ...before, cancelAtPeriodEnd: true });
    const page = (await get(stylist.host, url)).body;
    const end = new Date(before.currentPeriodEnd).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
    expect(page).toContain(`data-testid="portal-ends">Your plan ends on ${end}.`);
    // A cancelled plan is resumed before it is changed.
    expect(page).not.toContain('/plan/price_demo_yearly?');
    expect((await form(stylist.host, `/sandbox/billing/portal/plan/price_demo_yearly${url.search}`)).statusCode).toBe(303);
    expect((await f.statusOf(stylist)).priceId).toBe('price_demo_monthly');
    expect((await get(stylist.host, `${url.pathname}${url.search}&lang=ar`)).body).toContain('استئناف الخطة');

    const resume = page.match(/action="([^"]+\/resume\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect((await form(stylist.host, resume ?? '')).statusCode).toBe(303);
    expect(await f.statusOf(stylist)).toEqual(before);
    expect((await get(stylist.host, url)).body).toContain('/plan/price_demo_yearly?');
    expect((await form(stylist.host, `/sandbox/billing/portal/pause${url.search}`)).statusCode).toBe(400);
  });

  it('a cancelled plan past its period end is over: no resume on the portal, and she may check out again', async () => {
    const stylist = await subscriber();
    const url = await portalOf(stylist);
    expect((await form(stylist.host, `/sandbox/billing/portal/cancel${url.search}`)).statusCode).toBe(303);
    await f.pool.query("UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE stylist_id = $1", [stylist.id]);
    expect((await f.statusOf(stylist)).status).toBe('canceled');
    expect((await form(stylist.host, `/sandbox/billing/portal/resume${url.search}`)).statusCode).toBe(303);
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect((await get(stylist.host, url)).body).not.toContain('/resume?');
    const again = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', returnUrl: returnUrlOf(stylist.host) });
    expect(again.statusCode).toBe(200);
    expect((await form(stylist.host, `${new URL(again.json().url).pathname}/subscribe`)).statusCode).toBe(303);
    expect(await f.statusOf(stylist)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('concurrent plan switches, cancels and resumes of one stylist all answer 303 and leave one consistent state', async () => {
    const stylist = await subscriber();
    const { search } = await portalOf(stylist);
    const before = await f.statusOf(stylist);
    const step = (path: string) => form(stylist.host, `/sandbox/billing/portal/${path}${search}`);
    // Switches race each other and a cancel: a switch never writes the cancel flag back.
    const first = await Promise.all([step('plan/price_demo_yearly'), step('cancel'), step('plan/price_demo_yearly'), step('plan/price_demo_yearly'), step('cancel')]);
    expect(first.map((response) => response.statusCode)).toEqual([303, 303, 303, 303, 303]);
    const cancelled = await f.statusOf(stylist);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: before.currentPeriodEnd });
    expect(['price_demo_monthly', 'price_demo_yearly']).toContain(cancelled.priceId);

    const second = await Promise.all([step('resume'), step('resume'), step('plan/price_demo_monthly'), step('plan/price_demo_yearly'), step('resume')]);
    expect(second.map((response) => response.statusCode)).toEqual([303, 303, 303, 303, 303]);
    const resumed = await f.statusOf(stylist);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: before.currentPeriodEnd });
    expect(['price_demo_monthly', 'price_demo_yearly']).toContain(resumed.priceId);
    // The portal shows what GET of her subscription says.
    const page = (await get(stylist.host, `/sandbox/billing/portal${search}`)).body;
    expect(page).toContain(resumed.priceId === 'price_demo_yearly' ? 'Chairly Yearly · $290.00 per year' : 'Chairly Monthly · $29.00 per month');
    expect(page).not.toContain('portal-ends');
  });

  it('another stylist cannot act on hers: her link is bound to her, an altered link is refused, and without a subscription there is no portal', async () => {
    const anna = await subscriber();
    const other = await f.newStylist();
    const none = await f.call(other, 'POST', '/portal', { returnUrl: returnUrlOf(other.host) });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CONFLICT', reason: 'no_subscription', message: 'There is no subscription to manage' });
    // Her own host only: another stylist's address is no way back.
    expect((await f.call(anna, 'POST', '/portal', { returnUrl: returnUrlOf(other.host) })).statusCode).toBe(400);

    const url = await portalOf(anna);
    const [payload, signature] = url.searchParams.get('token')?.split('.') ?? [];
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, s: other.id })).toString('base64url')}.${signature}`;
    expect((await get(other.host, `/sandbox/billing/portal?token=${forged}`)).statusCode).toBe(404);
    expect((await form(other.host, `/sandbox/billing/portal/plan/price_demo_yearly?token=${forged}`)).statusCode).toBe(404);
    expect((await f.statusOf(anna)).priceId).toBe('price_demo_monthly');
  });
});
