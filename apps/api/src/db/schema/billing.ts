import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

/** Sandbox plans (stripe mode reads products from Stripe). Constraints live in 0007_billing.sql. */
export const billingPlans = pgTable('billing_plans', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['monthly', 'yearly'] }).notNull(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
});

export const billingPrices = pgTable('billing_prices', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => billingPlans.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const billingPromoCodes = pgTable('billing_promo_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
  amountOffCents: integer('amount_off_cents'),
  currency: text('currency'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingAccounts = pgTable('billing_accounts', {
  stylistId: bigint('stylist_id', { mode: 'number' })
    .primaryKey()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  pendingPromoCode: text('pending_promo_code'),
  appliedPromoCode: text('applied_promo_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingCheckoutSessions = pgTable('billing_checkout_sessions', {
  id: text('id').primaryKey(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  priceId: text('price_id')
    .notNull()
    .references(() => billingPrices.id),
  promoCodeId: bigint('promo_code_id', { mode: 'number' }).references(() => billingPromoCodes.id),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete', 'canceled'] }).notNull().default('open'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
