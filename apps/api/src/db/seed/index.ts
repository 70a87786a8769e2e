import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedRuns } from '../schema/index';
import { billingPlansSeed, billingPromoCodesSeed } from './billing';
import { appointmentsSeed } from './appointments';
import { categoriesSeed } from './categories';
import { customersSeed } from './customers';
import { customerAccountsSeed } from './customer-accounts';
import { servicesSeed } from './services';
import { openHoursSeed } from './open-hours';
import { paymentAccountsSeed } from './payment-accounts';
import { paymentCardsSeed } from './payment-cards';
import { policiesSeed } from './policies';
import { reviewsSeed } from './reviews';
import { stylistsSeed } from './stylists';
import { subscriptionsSeed } from './subscriptions';
import { teamSeed } from './team';
import { timeZonesSeed } from './time-zones';
import type { Seed } from './types';

export type { Seed, SeedDb } from './types';

/** Reference data every installation needs; applied on every start. */
export const REFERENCE_SEEDS: Seed[] = [timeZonesSeed, categoriesSeed, billingPlansSeed];

/** Demo data of docs/architecture.md §1, in dependency order. Later issues append their domain's seed here. */
export const DEMO_SEEDS: Seed[] = [stylistsSeed, customerAccountsSeed, subscriptionsSeed, servicesSeed, customersSeed, openHoursSeed, paymentAccountsSeed, paymentCardsSeed, policiesSeed, billingPromoCodesSeed, appointmentsSeed, reviewsSeed, teamSeed];

const DEMO_RUN = 'demo';

export async function seedReferenceData(db: Db): Promise<void> {
  for (const seed of REFERENCE_SEEDS) await seed.run(db);
}

/** Runs every seed (idempotent: natural keys and ON CONFLICT), e.g. for `npm run db:seed`. */
export async function seedAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of [...REFERENCE_SEEDS, ...DEMO_SEEDS]) await seed.run(tx);
    await tx.insert(seedRuns).values({ name: DEMO_RUN }).onConflictDoNothing();
  });
}

/**
 * Seeds the demo data the first time only (recorded in `seed_runs`), so a stylist who edits or
 * deletes demo rows does not get them back on the next start. Returns whether it seeded.
 */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts; the lock lives until the transaction ends.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const inserted = await tx.insert(seedRuns).values({ name: DEMO_RUN }).onConflictDoNothing().returning();
    if (inserted.length === 0) return false;
    for (const seed of [...REFERENCE_SEEDS, ...DEMO_SEEDS]) await seed.run(tx);
    return true;
  });
}
