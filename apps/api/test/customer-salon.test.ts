import { appointmentSchema, customerAppointmentListSchema, waitlistHeldOfferSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue #31.3: the customer's own bookings say where she is going: the salon's name, address with a
 * map search link, phone and e-mail, on each booking of her list and on a booking by uuid; a
 * customer of two stylists reads each one's salon on that stylist's bookings.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let lena: BookingStylist;
let mara: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  lena = await f.openStylist('lena');
  mara = await f.openStylist('mara');
  await f.pool.query(
    "UPDATE stylists SET business_name = 'Lena Hair', address = 'Hauptstr. 1', post_code = '10115', city = 'Berlin', business_phone = '+4930123456', country = 'DE' WHERE id = $1",
    [lena.id],
  );
  await f.pool.query("UPDATE stylists SET business_name = 'Mara Nails', address = '', post_code = '', city = '', business_phone = '' WHERE id = $1", [mara.id]);
});
afterAll(() => f.close());

type Headers = Record<string, string>;
async function book(stylist: BookingStylist, headers: Headers, days: number) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment',
    headers,
    payload: { services: [stylist.services[0]], startsAt: berlinStart(days), stripeCardId: null, customer: { name: 'Carla', lastName: 'Test', email: 'carla@example.test' }, note: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uuid: string };
}

describe('the salon on the customer’s bookings', () => {
  it('names the salon, its address with a map link, its phone (E.164 and as written) and e-mail, in the list and by uuid', async () => {
    const carla = await f.customer('Carla', lena.host);
    const booked = await book(lena, carla.headers, 3);
    const salon = {
      name: 'Lena Hair',
      address: 'Hauptstr. 1, 10115 Berlin',
      mapUrl: 'https://www.openstreetmap.org/search?query=Hauptstr.%201%2C%2010115%20Berlin',
      phone: '+4930123456',
      phoneDisplay: '030 123456',
      email: 'lena@example.test',
    };

    const one = await f.app.inject({ url: `/api/logged-customer/appointment-by-uuid/${booked.uuid}`, headers: carla.headers });
    expect(one.statusCode).toBe(200);
    expect(appointmentSchema.parse(one.json()).salon).toEqual(salon);

    const list = await f.app.inject({ url: '/api/logged-customer/appointments?period=upcoming', headers: carla.headers });
    expect(list.statusCode).toBe(200);
    expect(customerAppointmentListSchema.parse(list.json())['hydra:member'].map((a) => a.salon)).toEqual([salon]);
  });

  it('a customer of two stylists reads each one’s salon on its bookings; no address means no map link', async () => {
    const carla = await f.customer('Carla2', lena.host);
    const atMara = { ...carla.headers, host: mara.host };
    await book(lena, carla.headers, 4);
    await book(mara, atMara, 5);
    const names = async (headers: Headers) =>
      (await f.app.inject({ url: '/api/logged-customer/appointments', headers })).json()['hydra:member'].map((a: { salon: { name: string; mapUrl: string | null } }) => [a.salon.name, a.salon.mapUrl]);
    expect(await names(carla.headers)).toEqual([['Lena Hair', expect.stringContaining('openstreetmap.org/search?query=')]]);
    expect(await names(atMara)).toEqual([['Mara Nails', null]]);
  });
});

describe('GET /api/public/waitlist/offer/{uuid}', () => {
  it('shows the time, services, price and state of the stylist’s hold for a waitlist customer, signed out; nothing for any other uuid or host', async () => {
    const wendy = await f.customer('Wendy', lena.host);
    const joined = await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/waitlist',
      headers: wendy.headers,
      payload: { services: [lena.services[0], lena.services[1]], from: dayFromNow(8), to: dayFromNow(9), timesOfDay: ['morning'] },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const startsAt = berlinStart(8, '09:00');
    const offered = await f.app.inject({ method: 'POST', url: `/api/waitlist/${joined.json().id}/offer`, headers: lena.headers, payload: { startsAt } });
    expect(offered.statusCode, offered.body).toBe(201);
    const { rows } = await f.pool.query<{ uuid: string }>('SELECT uuid FROM appointments WHERE id = $1', [offered.json().appointmentId]);
    const uuid = rows[0]!.uuid;

    const res = await f.app.inject({ url: `/api/public/waitlist/offer/${uuid}`, headers: { host: lena.host } });
    expect(res.statusCode, res.body).toBe(200);
    const offer = waitlistHeldOfferSchema.parse(res.json());
    expect(offer).toMatchObject({ startsAt, state: 'held', amount: 40.5, services: [{ name: 'Cut', price: 30 }, { name: 'Wash', price: 10.5 }] });
    expect(offer.holdExpiresAt).not.toBeNull();
    expect(res.json()).not.toHaveProperty('customer');

    expect((await f.app.inject({ url: `/api/public/waitlist/offer/${uuid}`, headers: { host: mara.host } })).statusCode).toBe(404);
    const plain = await book(lena, wendy.headers, 10);
    expect((await f.app.inject({ url: `/api/public/waitlist/offer/${plain.uuid}`, headers: { host: lena.host } })).statusCode).toBe(404);
    expect((await f.app.inject({ url: '/api/public/waitlist/offer/not-a-uuid', headers: { host: lena.host } })).statusCode).toBe(400);
  });
});
