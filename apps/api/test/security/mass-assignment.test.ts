import { NO_SHOW_FEE_OPTIONS, POLICY_CONFIG } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityFixture, databaseChecksum, SITE, type SecurityFixture } from './fixture';
import { bodyRoutes } from './routes';

let fx: SecurityFixture;
beforeAll(async () => {
  fx = await createSecurityFixture();
});
afterAll(() => fx?.close());

/** Fields a caller must never set: ownership, state, money, ids, provider flags. */
const EXTRA_FIELDS: Record<string, unknown>[] = [
  { stylistId: 0 },
  { id: 999_999 },
  { state: 'completed' },
  { amount: 1 },
  { amountCents: 1 },
  { customerAccountId: 1 },
  { stripeAccountEnabled: true },
  { roles: ['ROLE_STYLIST'] },
  { createdAt: '2000-01-01T00:00:00Z' },
];

/** A valid item of each array body. */
const ARRAY_ITEMS: Record<string, object> = {
  'POST /api/open_hours': { weekDay: 1, startTime: '09:00', endTime: '17:00' },
  'POST /api/stylist-policy-config': { stylistConfig: POLICY_CONFIG.noShowPercentage, value: NO_SHOW_FEE_OPTIONS[0] },
};

/** Every stylist/customer route whose sample has a JSON object body. */
const objectBodyRoutes = bodyRoutes();

function send(method: string, url: string, body: unknown, headers: Record<string, string>) {
  return fx.app.inject({
    method: method as 'POST',
    url,
    headers: { host: SITE, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('mass assignment: extra fields are rejected with 400 and change nothing', () => {
  it.each(objectBodyRoutes)('$route', async ({ route, access, sample }) => {
    const request = sample(fx.ids);
    if (Array.isArray(request.body)) expect(ARRAY_ITEMS[route], 'a valid item for this array body').toBeDefined();
    const method = route.split(' ')[0] ?? 'POST';
    const headers = access === 'stylist' ? fx.headers.anna : fx.headers.carla;
    const bodies = Array.isArray(request.body)
      ? EXTRA_FIELDS.map((extra) => [{ ...ARRAY_ITEMS[route], ...extra }])
      : EXTRA_FIELDS.map((extra) => ({ ...(request.body as object), ...extra }));
    for (const body of bodies) {
      const before = await databaseChecksum(fx.pool);
      const res = await send(method, request.url, body, headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(await databaseChecksum(fx.pool)).toEqual(before);
    }
  });

  it('PATCH /api/stylists/{id} cannot change the business name, subdomain, payment flag or owner', async () => {
    const row = () =>
      fx.pool.query('SELECT business_name, subdomain, auth_subject, email, stripe_account_enabled FROM stylists WHERE id = $1', [fx.ids.anna]).then((r) => r.rows[0]);
    const before = await row();
    for (const extra of [{ businessName: 'Evil Inc' }, { subdomain: 'evil' }, { stripeAccountEnabled: true }, { id: fx.ids.bella }, { authSubject: 'x' }, { stylistId: fx.ids.bella }]) {
      const res = await send('PATCH', `/api/stylists/${fx.ids.anna}`, { businessDescription: 'hi', ...extra }, fx.headers.anna);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await row()).toEqual(before);
  });

  it('a stylist cannot put a service into another tenant or at another id', async () => {
    const before = await databaseChecksum(fx.pool);
    const body = { name: 'Cut', price: 30, hourly: false, duration: 30, category: fx.ids.category, public: true };
    expect((await send('POST', '/api/services', { ...body, stylistId: fx.ids.bella }, fx.headers.anna)).statusCode).toBe(400);
    expect((await send('PUT', `/api/services/${fx.ids.service}`, { ...body, id: fx.ids.bellaService }, fx.headers.anna)).statusCode).toBe(400);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('a customer cannot set the state, amount or stylist of a hold or a confirmation', async () => {
    const before = await databaseChecksum(fx.pool);
    const hold = { services: [fx.ids.service], startsAt: '2031-03-04T10:00:00Z' };
    for (const extra of [{ state: 'booked' }, { amount: 0 }, { amountCents: 0 }, { stylistId: fx.ids.bella }, { endsAt: '2031-03-04T18:00:00Z' }]) {
      expect((await send('POST', '/api/logged-customer/block-date', { ...hold, ...extra }, fx.headers.carla)).statusCode).toBe(400);
    }
    const confirm = { appointmentId: fx.ids.carlaAppointment.id, stripeCardId: null, customer: { name: 'C', email: 'c@example.test' } };
    for (const extra of [{ state: 'booked' }, { amount: 0 }, { customer: { ...confirm.customer, id: fx.ids.customer } }]) {
      expect((await send('POST', '/api/logged-customer/appointment/confirm', { ...confirm, ...extra }, fx.headers.carla)).statusCode).toBe(400);
    }
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('public calls reject extra fields too (review by link, sign-in)', async () => {
    const before = await databaseChecksum(fx.pool);
    const review = await send('POST', `/api/public/appointment/${fx.ids.carlaAppointment.uuid}/review`, { rating: 5, public: true }, {});
    expect(review.statusCode).toBe(400);
    const verify = await send('POST', '/oidc_verify_stylist_token', { idToken: 'x', stylistId: fx.ids.anna }, {});
    expect(verify.statusCode).toBe(400);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });
});
