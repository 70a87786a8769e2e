import { DEMO_ACCOUNTS } from '@chairly/shared';
import { inArray } from 'drizzle-orm';
import { billingCheckoutSessions, stylists, subscriptions } from '../schema/index';
import { demoMonthlyPriceId } from './billing';
import type { Seed } from './types';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Anna and Bella subscribe (active for a year, monthly in her currency), each with one paid sandbox
 * checkout (the invoice her billing portal lists); the unregistered new stylist has no subscription.
 */
export const subscriptionsSeed: Seed = {
  name: 'subscriptions',
  run: async (db) => {
    const subjects = [DEMO_ACCOUNTS.anna.sub, DEMO_ACCOUNTS.bella.sub];
    const rows = await db.select({ id: stylists.id, currency: stylists.currency }).from(stylists).where(inArray(stylists.authSubject, subjects));
    if (rows.length === 0) return;
    const currentPeriodEnd = new Date(Date.now() + YEAR_MS);
    await db
      .insert(subscriptions)
      .values(rows.map((row) => ({ stylistId: row.id, status: 'active' as const, priceId: demoMonthlyPriceId(row.currency), currentPeriodEnd, trialUsed: true })))
      .onConflictDoNothing({ target: subscriptions.stylistId });
    await db
      .insert(billingCheckoutSessions)
      .values(
        rows.map((row) => ({
          id: `cs_sandbox_demo_${row.id}`,
          stylistId: row.id,
          priceId: demoMonthlyPriceId(row.currency),
          successUrl: '/subscription/return/true',
          cancelUrl: '/subscription/return/false',
          status: 'complete' as const,
          expiresAt: new Date(),
        })),
      )
      .onConflictDoNothing({ target: billingCheckoutSessions.id });
  },
};
