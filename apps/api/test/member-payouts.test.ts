import { ROLES } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 stage 2 (D66), in the sandbox: a member connects her own payment account through the
 * same onboarding, and the charges for her appointments (deposit, checkout) go to it while it can
 * take charges; the business's account (the owner's) is unchanged and takes everything else.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
let dana: { id: number; headers: Record<string, string> };
type Headers = Record<string, string>;

const BUSINESS = 'acct_sandbox_payouts';
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => f.app.inject({ url, headers });
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' };

let slot = 0;
/** A confirmed booking of the Cut ($30) with a 20 % deposit paid by `card`, made Dana's before confirming when `forDana`. */
async function book(customer: { headers: Headers }, card: string, forDana: boolean) {
  slot += 1;
  const held = await post('/api/logged-customer/block-date', customer.headers, { services: [salon.services[0]], startsAt: berlinStart(6, `${String(slot + 6).padStart(2, '0')}:00`) });
  expect(held.statusCode, held.body).toBe(201);
  const id = held.json<{ id: number }>().id;
  const member = forDana ? dana.id : (await f.pool.query('SELECT owner_member_of($1) AS id', [salon.id])).rows[0].id;
  await f.pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [id, member]);
  const confirmed = await post('/api/logged-customer/appointment/confirm', customer.headers, { appointmentId: id, stripeCardId: card, customer: contact, note: '' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}
/** Where the sandbox gateway sent the money of an appointment's charges, and what we recorded. */
const landed = async (appointmentId: number, kind: string) => {
  const ours = await f.pool.query("SELECT destination_account_id FROM payment_charges WHERE appointment_id = $1 AND kind = $2 AND status = 'succeeded'", [appointmentId, kind]);
  const theirs = await f.pool.query("SELECT destination_account_id FROM sandbox_charges WHERE metadata->>'appointmentId' = $1 AND metadata->>'kind' = $2", [String(appointmentId), kind]);
  return { recorded: ours.rows.map((row) => row.destination_account_id), gateway: theirs.rows.map((row) => row.destination_account_id) };
};

let customer: { headers: Headers };
let visa: string;
let danaAccount: string;

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('payouts');
  await f.pool.query('INSERT INTO sandbox_accounts (id, charges_enabled, details_submitted) VALUES ($1, true, true)', [BUSINESS]);
  await f.pool.query("INSERT INTO payment_accounts (stylist_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, 'sandbox', $2, true, true)", [salon.id, BUSINESS]);
  await f.pool.query('UPDATE stylists SET stripe_id = $2, stripe_account_enabled = true WHERE id = $1', [salon.id, BUSINESS]);
  const { rows } = await f.pool.query("INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'payouts-dana', 'dana@payouts.test', 'Dana', 'staff') RETURNING id", [salon.id]);
  const id = Number(rows[0].id);
  const token = await f.app.apiTokens.sign({ sub: 'payouts-dana', roles: [ROLES.stylist], stylistId: salon.id, subdomain: salon.subdomain, memberId: id, memberRole: 'staff' });
  dana = { id, headers: { host: salon.host, authorization: `Bearer ${token}` } };
  // A 20 % deposit.
  expect((await post('/api/stylist-policy-config', salon.headers, [{ stylistConfig: 3, value: 20 }] as unknown as Record<string, unknown>)).statusCode).toBe(200);
  customer = await f.customer('Payee', salon.host);
  expect((await post('/api/logged-customer/payment/create-customer', customer.headers)).statusCode).toBe(200);
  const token2 = await post('/sandbox/cards/tokenize', { host: salon.host }, { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' });
  visa = (await post('/api/logged-customer/payment/customer/add-card', customer.headers, { cardToken: token2.json().token })).json().id;
});
afterAll(() => f?.close());

describe('a member connects her own account', () => {
  it('through the same onboarding; the business account stays the owner’s', async () => {
    const before = await get('/api/stylist/sandbox/member-account', dana.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ connected: false, charges_enabled: false, accountId: null });
    // The business's account and its onboarding stay the owner's.
    expect((await get('/api/stylist/sandbox/account', dana.headers)).statusCode).toBe(403);
    expect((await post('/api/stylist/sandbox/onboarding', dana.headers)).statusCode).toBe(403);

    const started = await post('/api/stylist/sandbox/member-account/onboarding', dana.headers);
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json<{ url: string }>().url);
    expect(url.origin).toBe('http://payouts.chairly.localhost:3000');
    const done = await f.app.inject({ method: 'POST', url: `${url.pathname}/complete`, headers: { host: url.host }, payload: '' });
    expect(done.statusCode).toBe(303);

    const mine = (await get('/api/stylist/sandbox/member-account', dana.headers)).json();
    expect(mine).toMatchObject({ connected: true, charges_enabled: true, stripeAccountEnabled: true });
    expect(mine.accountId).toMatch(/^acct_sandbox_/);
    expect(mine.accountId).not.toBe(BUSINESS);
    danaAccount = mine.accountId;
    // The owner's answers are the business's, on both routes, as before.
    for (const path of ['account', 'member-account'])
      expect((await get(`/api/stylist/sandbox/${path}`, salon.headers)).json()).toMatchObject({ connected: true, charges_enabled: true, accountId: BUSINESS });
    expect((await f.pool.query('SELECT stripe_id FROM stylists WHERE id = $1', [salon.id])).rows[0].stripe_id).toBe(BUSINESS);
  });

  it('an unknown provider answers 404', async () => {
    expect((await get('/api/stylist/stripe/member-account', dana.headers)).statusCode).toBe(404);
    expect((await post('/api/stylist/stripe/member-account/onboarding', dana.headers)).statusCode).toBe(404);
  });
});

describe('charges for her appointments land in her account', () => {
  it('her deposit and checkout go to her account; the owner’s appointment to the business’s', async () => {
    const hers = await book(customer, visa, true);
    expect(await landed(hers, 'deposit')).toEqual({ recorded: [danaAccount], gateway: [danaAccount] });
    const checkout = await post(`/api/appointment/${hers}/payment/checkout`, salon.headers);
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(await landed(hers, 'checkout')).toEqual({ recorded: [danaAccount], gateway: [danaAccount] });

    const owners = await book(customer, visa, false);
    expect(await landed(owners, 'deposit')).toEqual({ recorded: [BUSINESS], gateway: [BUSINESS] });
  });

  it('the owner sees where each charge of an appointment went', async () => {
    const hers = await book(customer, visa, true);
    const res = await get(`/api/appointment/${hers}/payment/charges`, salon.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ kind: 'deposit', status: 'succeeded', amount: 6, currency: 'USD', destinationAccount: danaAccount })]);
    // Dana reads her own appointment's too.
    expect((await get(`/api/appointment/${hers}/payment/charges`, dana.headers)).json()).toHaveLength(1);
  });

  it('while her account cannot take charges, the business’s takes them', async () => {
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = false WHERE member_id = $1', [dana.id]);
    const hers = await book(customer, visa, true);
    expect(await landed(hers, 'deposit')).toEqual({ recorded: [BUSINESS], gateway: [BUSINESS] });
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = true WHERE member_id = $1', [dana.id]);
  });

  it('while only her account can take charges, her appointment asks for the deposit and it lands there; the owner’s asks for none', async () => {
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = false WHERE id = $1', [salon.id]);
    try {
      const hold = async (memberId: number) => {
        slot += 1;
        const res = await post('/api/logged-customer/block-date', customer.headers, { services: [salon.services[0]], startsAt: berlinStart(6, `${String(slot + 6).padStart(2, '0')}:00`), memberId });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: number; memberId: number; depositAmount: number | null }>();
      };
      // The page's quote says the same before she books: with Dana 6, with the owner or anyone none.
      const quote = async (query: string) => (await get(`/api/public/deposit?services=${salon.services[0]}${query}`, { host: salon.host })).json().amount;
      expect(await quote(`&member=${dana.id}`)).toBe(6);
      expect(await quote('')).toBeNull();
      expect((await get(`/api/public/deposit?services=${salon.services[0]}&member=999999`, { host: salon.host })).statusCode).toBe(404);
      const hers = await hold(dana.id);
      expect(hers).toMatchObject({ memberId: dana.id, depositAmount: 6 });
      const confirmed = await post('/api/logged-customer/appointment/confirm', customer.headers, { appointmentId: hers.id, stripeCardId: visa, customer: contact, note: '' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await landed(hers.id, 'deposit')).toEqual({ recorded: [danaAccount], gateway: [danaAccount] });
      const owner = Number((await f.pool.query('SELECT owner_member_of($1) AS id', [salon.id])).rows[0].id);
      expect((await hold(owner)).depositAmount ?? null).toBeNull();
    } finally {
      await f.pool.query('UPDATE stylists SET stripe_account_enabled = true WHERE id = $1', [salon.id]);
    }
  });

  it('50 checkouts of her appointment at once: one charge, to her account', async () => {
    const hers = await book(customer, visa, true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(`/api/appointment/${hers}/payment/checkout`, salon.headers)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await landed(hers, 'checkout')).toEqual({ recorded: [danaAccount], gateway: [danaAccount] });
  });
});

describe('50 customers booking "anyone" at one time with a deposit, Dana paid directly', () => {
  it('on two API instances: two win, one per member, each deposit taken once into her member’s account; 48 answer 409 and pay nothing; never 5xx', async () => {
    const startsAt = berlinStart(8, '11:00');
    const instances = [f.app, await f.secondInstance()];
    const racers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const racer = await f.customer(`DepositRacer${i}`, salon.host);
        expect((await post('/api/logged-customer/payment/create-customer', racer.headers)).statusCode).toBe(200);
        const token = await post('/sandbox/cards/tokenize', { host: salon.host }, { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' });
        const card = (await post('/api/logged-customer/payment/customer/add-card', racer.headers, { cardToken: token.json().token })).json().id as string;
        return { racer, card };
      }),
    );
    const answers = await Promise.all(
      racers.map(({ racer, card }, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/logged-customer/appointment',
          headers: racer.headers,
          payload: { services: [salon.services[0]], startsAt, stripeCardId: card, customer: { ...contact, email: `racer${i}@example.com` }, note: '' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201), answers.find((a) => a.statusCode >= 500)?.body).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(48);
    const won = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json<{ id: number; memberId: number }>());
    const owner = Number((await f.pool.query('SELECT owner_member_of($1) AS id', [salon.id])).rows[0].id);
    expect(won.map((w) => w.memberId).sort()).toEqual([owner, dana.id].sort());
    for (const w of won) expect(await landed(w.id, 'deposit')).toEqual(w.memberId === dana.id ? { recorded: [danaAccount], gateway: [danaAccount] } : { recorded: [BUSINESS], gateway: [BUSINESS] });
    // Only the two winners' deposits were ever sent to the gateway for that time.
    const { rows } = await f.pool.query(
      "SELECT count(*)::int AS n FROM sandbox_charges c JOIN appointments a ON a.id = (c.metadata->>'appointmentId')::bigint WHERE a.stylist_id = $1 AND a.starts_at = $2",
      [salon.id, startsAt],
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('50 onboardings of one member at once', () => {
  it('all answer 200 and leave her one account', async () => {
    const { rows } = await f.pool.query("INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'payouts-eve', 'eve@payouts.test', 'Eve', 'staff') RETURNING id", [salon.id]);
    const id = Number(rows[0].id);
    const token = await f.app.apiTokens.sign({ sub: 'payouts-eve', roles: [ROLES.stylist], stylistId: salon.id, subdomain: salon.subdomain, memberId: id, memberRole: 'staff' });
    const eve = { host: salon.host, authorization: `Bearer ${token}` };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/stylist/sandbox/member-account/onboarding', eve)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const accounts = await f.pool.query('SELECT account_id FROM payment_accounts WHERE member_id = $1', [id]);
    expect(accounts.rows).toHaveLength(1);
    expect(accounts.rows[0].account_id).not.toBe(BUSINESS);
    expect(accounts.rows[0].account_id).not.toBe(danaAccount);
    expect((await f.pool.query('SELECT count(*)::int AS n FROM payment_onboarding_requests WHERE member_id = $1', [id])).rows[0].n).toBe(1);
    // The business's account is untouched.
    expect((await f.pool.query('SELECT stripe_id FROM stylists WHERE id = $1', [salon.id])).rows[0].stripe_id).toBe(BUSINESS);
  });
});
