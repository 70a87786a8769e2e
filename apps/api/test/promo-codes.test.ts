import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionsFixture, type Stylist } from './subscriptions-fixture';

let f: Awaited<ReturnType<typeof createSubscriptionsFixture>>;
beforeAll(async () => {
  f = await createSubscriptionsFixture();
});
afterAll(async () => f?.close());

const check = async (promoCode: string) => f.call(await f.newStylist(), 'POST', '/check-promo-code', { promoCode });
const apply = (stylist: Stylist, promoCode: string) => f.call(stylist, 'POST', '/apply-promo-code', { promoCode });
const timesRedeemed = async (code: string) =>
  Number((await f.pool.query('SELECT times_redeemed FROM billing_promo_codes WHERE lower(code) = lower($1)', [code])).rows[0]?.times_redeemed);

async function subscribedStylist(currency: string | null = null, priceId = 'price_demo_monthly') {
  const stylist = await f.newStylist(currency);
  await f.pool.query("INSERT INTO subscriptions (stylist_id, status, price_id, current_period_end) VALUES ($1, 'active', $2, now() + interval '30 days')", [stylist.id, priceId]);
  return stylist;
}

describe('POST /api/subscription/stylist/check-promo-code', () => {
  it('shows a percent-off code', async () => {
    const response = await check('WELCOME20');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ promoCode: 'WELCOME20', amountOff: null, percentOff: 20, currency: null });
  });

  it('shows an amount-off code in dollars', async () => {
    expect((await check('SAVE10')).json()).toEqual({ promoCode: 'SAVE10', amountOff: 10, percentOff: null, currency: 'usd' });
  });

  it('shows a stylist in euros a euro code, and refuses her a dollar code (404 Invalid code); a percent code works in any currency', async () => {
    const euros = await f.newStylist('EUR');
    const euroCode = await f.call(euros, 'POST', '/check-promo-code', { promoCode: 'EURO5' });
    expect(euroCode.json()).toEqual({ promoCode: 'EURO5', amountOff: 5, percentOff: null, currency: 'eur' });
    const dollarCode = await f.call(euros, 'POST', '/check-promo-code', { promoCode: 'SAVE10' });
    expect(dollarCode.statusCode).toBe(404);
    expect(dollarCode.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'invalid_promo_code', message: 'Invalid code' });
    expect((await f.call(euros, 'POST', '/check-promo-code', { promoCode: 'WELCOME20' })).json()).toMatchObject({ percentOff: 20 });
    // A currency without prices is billed in the default (dollars): dollar codes are hers.
    const yen = await f.newStylist('JPY');
    expect((await f.call(yen, 'POST', '/check-promo-code', { promoCode: 'SAVE10' })).statusCode).toBe(200);
    expect((await f.call(yen, 'POST', '/check-promo-code', { promoCode: 'EURO5' })).statusCode).toBe(404);
  });

  it('matches codes case-insensitively and ignores surrounding spaces', async () => {
    expect((await check('  welcome20 ')).json()).toMatchObject({ promoCode: 'WELCOME20', percentOff: 20 });
  });

  it.each(['NOSUCHCODE', 'OLDCODE', 'USEDUP'])('answers 404 Invalid code for %s (unknown, expired, used up)', async (code) => {
    const response = await check(code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'invalid_promo_code', message: 'Invalid code' });
  });

  it('rejects an empty code (400)', async () => {
    expect((await check('')).statusCode).toBe(400);
  });

  it('does not count a use when only checking', async () => {
    const before = await timesRedeemed('SAVE10');
    await check('SAVE10');
    expect(await timesRedeemed('SAVE10')).toBe(before);
  });
});

describe('POST /api/subscription/stylist/apply-promo-code', () => {
  it('applies a code to the running subscription and counts one use', async () => {
    const stylist = await subscribedStylist();
    const before = await timesRedeemed('SAVE10');
    const response = await apply(stylist, 'save10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'SAVE10', applied: true, appliedTo: 'subscription' });
    expect(await timesRedeemed('SAVE10')).toBe(before + 1);
    const again = await apply(stylist, 'SAVE10');
    expect(again.statusCode).toBe(422);
    expect(await timesRedeemed('SAVE10')).toBe(before + 1);
  });

  it('refuses an amount-off code in another currency than her subscription (422) and applies a percent code', async () => {
    const stylist = await subscribedStylist('EUR', 'price_demo_monthly_eur');
    const before = await timesRedeemed('SAVE10');
    const dollars = await apply(stylist, 'SAVE10');
    expect(dollars.statusCode).toBe(422);
    expect(dollars.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Unable to activate given code' });
    expect(await timesRedeemed('SAVE10')).toBe(before);
    expect((await apply(stylist, 'EURO5')).json()).toEqual({ code: 'EURO5', applied: true, appliedTo: 'subscription' });
    expect((await apply(await subscribedStylist('EUR', 'price_demo_monthly_eur'), 'WELCOME20')).statusCode).toBe(200);
    // Kept for the next checkout: checked against the price she is offered (euros).
    expect((await apply(await f.newStylist('EUR'), 'SAVE10')).statusCode).toBe(422);
  });

  it.each(['NOSUCHCODE', 'OLDCODE', 'USEDUP'])('answers 422 Unable to activate given code for %s', async (code) => {
    const response = await apply(await subscribedStylist(), code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Unable to activate given code' });
  });

  it('keeps the code for the next checkout when there is no subscription yet', async () => {
    const stylist = await f.newStylist();
    const response = await apply(stylist, 'WELCOME20');
    expect(response.json()).toEqual({ code: 'WELCOME20', applied: true, appliedTo: 'next-checkout' });
    const checkout = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_yearly', returnUrl: `http://${stylist.host}/subscription/plans` });
    const url = new URL(checkout.json().url);
    const page = await f.app.inject({ method: 'GET', url: url.pathname, headers: { host: stylist.host } });
    expect(page.body).toMatch(/data-testid="checkout-total">\$232\.00/);
  });

  it('lets exactly one of two concurrent redemptions of the last use win', async () => {
    await f.pool.query("INSERT INTO billing_promo_codes (code, percent_off, max_redemptions, times_redeemed) VALUES ('LASTONE', 15, 3, 2)");
    const [a, b] = await Promise.all([subscribedStylist(), subscribedStylist()]);
    const codes = (await Promise.all([apply(a, 'LASTONE'), apply(b, 'LASTONE')])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 422]);
    expect(await timesRedeemed('LASTONE')).toBe(3);
    expect((await check('LASTONE')).statusCode).toBe(404);
  });

  it('refuses to subscribe when the code of the checkout was used up meanwhile', async () => {
    await f.pool.query("INSERT INTO billing_promo_codes (code, amount_off_cents, currency, max_redemptions) VALUES ('ONCEONLY', 500, 'usd', 1)");
    const stylist = await f.newStylist();
    const checkout = await f.call(stylist, 'POST', '/checkout', { priceId: 'price_demo_monthly', promoCode: 'ONCEONLY', returnUrl: `http://${stylist.host}/x` });
    expect((await apply(await subscribedStylist(), 'ONCEONLY')).statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    const response = await f.app.inject({ method: 'POST', url: `${url.pathname}/subscribe`, headers: { host: stylist.host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('can no longer be used');
    expect((await f.statusOf(stylist)).status).toBe('none');
  });
});
