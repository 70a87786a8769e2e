import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewLinks } from '../../src/modules/reviews/index';
import { createSecurityFixture, databaseChecksum, SITE, type Headers, type SecurityFixture } from './fixture';

/**
 * Issue #28.4: the appointment's uuid is no credential: the stylist reads it in every appointment,
 * her calendar feed and waitlist links. A review needs the link's single-use token or the
 * customer's own sign-in; anything else is the unknown appointment's 404 and writes nothing.
 */
let fx: SecurityFixture;
let url: string;
beforeAll(async () => {
  fx = await createSecurityFixture();
  const { id, uuid } = fx.ids.carlaAppointment;
  await fx.pool.query('DELETE FROM reviews WHERE appointment_id = $1', [id]);
  await fx.pool.query("UPDATE appointments SET state = 'completed' WHERE id = $1", [id]);
  url = `/api/public/appointment/${uuid}/review`;
});
afterAll(() => fx?.close());

const post = (body: object, headers: Headers = {}) => fx.app.inject({ method: 'POST', url, headers: { host: SITE, ...headers }, payload: body });
const status = (query: string, headers: Headers = {}) => fx.app.inject({ method: 'GET', url: `${url}/status${query}`, headers: { host: SITE, ...headers } });

describe('a review by appointment uuid', () => {
  it('is refused without proof: the uuid alone, the stylist signed in, another customer signed in', async () => {
    const before = await databaseChecksum(fx.pool);
    for (const headers of [{}, fx.headers.anna, fx.headers.bella, fx.headers.otherCustomer]) {
      const response = await post({ rating: 5, comment: 'Best salon ever' }, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
      expect((await status('', headers)).json()).toEqual({ status: 'unknown', stylist: null, appointment: null });
    }
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it("is accepted once with the link's token; the same token is refused after", async () => {
    const token = await createReviewLinks(fx.app.db).issue(fx.ids.anna, fx.ids.carlaAppointment.id);
    expect((await status(`?token=${token}`)).json()).toMatchObject({ status: 'can_review' });
    expect((await post({ rating: 4, comment: 'Nice', token })).statusCode).toBe(201);
    expect((await post({ rating: 1, comment: 'Again', token })).statusCode).toBe(409);
    expect((await post({ rating: 1, comment: 'Again' }, fx.headers.carla)).statusCode).toBe(409);
    const { rows } = await fx.pool.query<{ rating: number }>('SELECT rating FROM reviews WHERE appointment_id = $1', [fx.ids.carlaAppointment.id]);
    expect(rows).toEqual([{ rating: 4 }]);
  });

  it('is accepted from the signed-in customer who owns the appointment', async () => {
    await fx.pool.query('DELETE FROM reviews WHERE appointment_id = $1', [fx.ids.carlaAppointment.id]);
    expect((await status('', fx.headers.carla)).json()).toMatchObject({ status: 'can_review' });
    expect((await post({ rating: 5, comment: 'Mine' }, fx.headers.carla)).statusCode).toBe(201);
  });
});
