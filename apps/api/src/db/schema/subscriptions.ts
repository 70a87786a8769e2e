import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

export const STORED_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'trial_expired',
  'none',
] as const;

/** One row per stylist, as the payment provider last reported it. */
export const subscriptions = pgTable('subscriptions', {
  stylistId: bigint('stylist_id', { mode: 'number' })
    .primaryKey()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  status: text('status', { enum: STORED_SUBSCRIPTION_STATUSES }).notNull().default('none'),
  priceId: text('price_id'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialUsed: boolean('trial_used').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
