import { stylistSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

let f: SettingsFixture;

beforeAll(async () => {
  f = await createSettingsFixture();
});
afterAll(async () => f.close());

const patch = (id: number, payload: unknown, headers = f.annaHeaders) =>
  f.app.inject({ method: 'PATCH', url: `/api/stylists/${id}`, headers, payload: payload as object });

async function tokyoId(): Promise<number> {
  const { rows } = await f.pool.query<{ id: number }>("SELECT id FROM time_zones WHERE name = 'Asia/Tokyo'");
  return rows[0]!.id;
}

describe('PATCH /api/stylists/{id}', () => {
  it('updates account details and answers the full stylist', async () => {
    const timeZone = await tokyoId();
    const res = await patch(f.anna.id, {
      name: 'Annabel',
      lastname: 'Berger',
      email: 'ANNABEL@chairly.test',
      facebookUrl: '',
      instagramUrl: 'instagram.com/annabel',
      timeZone,
      city: 'Potsdam',
      latitude: 52.4,
      longtitude: 13.06,
      businessDescription: 'New description',
    });
    expect(res.statusCode).toBe(200);
    const body = stylistSchema.parse(res.json());
    expect(body).toMatchObject({
      id: f.anna.id,
      name: 'Annabel',
      lastname: 'Berger',
      email: 'annabel@chairly.test',
      facebookUrl: '',
      instagramUrl: 'instagram.com/annabel',
      city: 'Potsdam',
      latitude: 52.4,
      longtitude: 13.06,
      businessName: "Anna's Beauty Studio",
      subdomain: 'anna',
      timeZone: { id: timeZone, value: 'Asia/Tokyo', name: '(UTC+09:00) Asia/Tokyo' },
    });
    // Untouched fields keep their values (a partial update).
    expect(body.twitterUrl).toBe('https://twitter.com/annasbeauty');
    const { rows } = await f.pool.query('SELECT city FROM stylists WHERE id = $1', [f.anna.id]);
    expect(rows[0].city).toBe('Potsdam');
  });

  it('updates the notification settings', async () => {
    const res = await patch(f.anna.id, {
      emailNotifications: false,
      smsNotifications: true,
      reviewRequestNotifications: false,
      appointmentReminder: true,
      appointmentReminderHours: 48,
      notificationsText: 'See you!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailNotifications: false, smsNotifications: true, appointmentReminderHours: 48, notificationsText: 'See you!' });
  });

  it.each([0, 49, 2.5])('rejects %s reminder hours', async (hours) => {
    const res = await patch(f.anna.id, { appointmentReminderHours: hours });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.appointmentReminderHours).toBeDefined();
  });

  it('rejects a notification text over 1000 characters', async () => {
    const res = await patch(f.anna.id, { notificationsText: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['notificationsText']);
  });

  it("answers 'URL is invalid' for a bad social URL, and changes nothing", async () => {
    const res = await patch(f.anna.id, { twitterUrl: 'not a url', city: 'Hamburg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ twitterUrl: 'URL is invalid' });
    const { rows } = await f.pool.query('SELECT city FROM stylists WHERE id = $1', [f.anna.id]);
    expect(rows[0].city).toBe('Potsdam');
  });

  it('requires a valid e-mail, a name and a last name', async () => {
    const res = await patch(f.anna.id, { email: 'anna@', name: ' ', lastname: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'The Email field must be a valid email',
      name: 'The Name field is required',
      lastname: 'The Last name field is required',
    });
  });

  it('rejects an unknown time zone and out-of-range coordinates', async () => {
    expect((await patch(f.anna.id, { timeZone: 999_999 })).json().fields).toEqual({ timeZone: 'Unknown time zone' });
    const res = await patch(f.anna.id, { latitude: 91, longtitude: -181 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['latitude', 'longtitude']);
  });

  it('clears the map point with null', async () => {
    const res = await patch(f.anna.id, { latitude: null, longtitude: null });
    expect(res.json()).toMatchObject({ latitude: null, longtitude: null });
  });

  it.each([{ businessName: 'Mine now' }, { subdomain: 'other' }, { stripeId: 'acct_x' }, { profileImageUrl: '/x' }])(
    'rejects the read-only field %o',
    async (payload) => {
      const res = await patch(f.anna.id, payload);
      expect(res.statusCode).toBe(400);
      const { rows } = await f.pool.query('SELECT business_name, subdomain FROM stylists WHERE id = $1', [f.anna.id]);
      expect(rows[0]).toEqual({ business_name: "Anna's Beauty Studio", subdomain: 'anna' });
    },
  );

  it('accepts stripeAccountEnabled false (unlink) but not true', async () => {
    expect((await patch(f.bella.id, { stripeAccountEnabled: true }, f.bellaHeaders)).statusCode).toBe(400);
    const res = await patch(f.bella.id, { stripeAccountEnabled: false }, f.bellaHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().stripeAccountEnabled).toBe(false);
  });

  it("answers 404 for another stylist's id and leaves it untouched", async () => {
    const res = await patch(f.bella.id, { city: 'Stolen' });
    expect(res.statusCode).toBe(404);
    const { rows } = await f.pool.query('SELECT city FROM stylists WHERE id = $1', [f.bella.id]);
    expect(rows[0].city).toBe('São Paulo');
  });

  it('needs a stylist token: none → 401, a customer → 403', async () => {
    expect((await patch(f.anna.id, { city: 'X' }, { host: f.annaHeaders.host! })).statusCode).toBe(401);
    expect((await patch(f.anna.id, { city: 'X' }, f.customerHeaders)).statusCode).toBe(403);
  });
});
