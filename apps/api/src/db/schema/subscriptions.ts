import { SUBSCRIPTION_STATUSES } from '@chairly/shared';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

/** One row per stylist, as the payment provider last reported it. */
export const subscriptions = pgTable('subscriptions', {
  stylistId: bigint('stylist_id', { mode: 'number' })
    .primaryKey()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
  priceId: text('price_id'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialUsed: boolean('trial_used').notNull().default(false),
  /** She cancelled: it runs to currentPeriodEnd and then ends, unless she resumes it before (0027). */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Migration 0037 (D67): the members billed (priced per active member), as last confirmed to the provider. */
  quantity: integer('quantity').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
