import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Seed, SeedDb } from './types';

const DEMO_REVIEWS = [
  { rating: 5, comment: 'Wonderful cut, I felt very welcome.', public: true },
  { rating: 4, comment: 'Great colour, a short wait at the start.', public: true },
  { rating: 5, comment: 'Best manicure in town!', public: true },
  { rating: 3, comment: 'Good, but it took longer than planned.', public: null },
  { rating: 5, comment: '', public: null },
] as const;

/** Reviews of the oldest completed appointments; public ones already reviewed, `null` ones pending. */
async function seedFor(db: SeedDb, subdomain: string) {
  const stylist = (await db.execute<{ id: string }>(sql`SELECT id FROM stylists WHERE subdomain = ${subdomain}`)).rows[0];
  if (!stylist) return;
  const stylistId = Number(stylist.id);
  const existing = await db.execute(sql`SELECT 1 FROM reviews WHERE stylist_id = ${stylistId} LIMIT 1`);
  if (existing.rows.length > 0) return;
  const completed = await db.execute<{ id: string; customer_id: string | null; ends_at: string }>(sql`
    SELECT id, customer_id, ends_at FROM appointments WHERE stylist_id = ${stylistId} AND state = 'completed'
    ORDER BY starts_at, id LIMIT ${DEMO_REVIEWS.length}`);
  for (const [index, appointment] of completed.rows.entries()) {
    const review = DEMO_REVIEWS[index];
    if (!review) break;
    await db.execute(sql`
      INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment, public, reviewed_at, created_at)
      VALUES (${stylistId}, ${appointment.id}, ${appointment.customer_id}, ${review.rating}, ${review.comment}, ${review.public === true},
        ${review.public === null ? null : sql`${appointment.ends_at}::timestamptz + interval '1 day'`}, ${appointment.ends_at}::timestamptz + interval '2 hours')
      ON CONFLICT (appointment_id) DO NOTHING`);
  }
}

/** Demo reviews for anna and bella (after the appointments seed); once per stylist. */
export const reviewsSeed: Seed = {
  name: 'reviews',
  run: async (db) => {
    for (const subdomain of Object.values(DEMO_SUBDOMAINS)) await seedFor(db, subdomain);
  },
};
