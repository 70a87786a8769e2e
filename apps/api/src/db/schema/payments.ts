import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { customerAccounts } from './identity';
import { members } from './members';
import { stylists } from './stylists';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerAccountId: bigint('customer_account_id', { mode: 'number' })
      .notNull()
      .references(() => customerAccounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerAccountId, table.provider] })],
);

/** Saved cards: brand, last4 and expiry only. */
export const paymentCards = pgTable('payment_cards', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  customerAccountId: bigint('customer_account_id', { mode: 'number' })
    .notNull()
    .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  gatewayCardId: text('gateway_card_id').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: createdAt(),
});

/** One row per charge attempt; the partial unique index (appointment_id, kind) lives in the migration. */
export const paymentCharges = pgTable('payment_charges', {
  id: uuid('id').primaryKey(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  amountCents: integer('amount_cents').notNull(),
  applicationFeeCents: integer('application_fee_cents').notNull().default(0),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  paymentCardId: bigint('payment_card_id', { mode: 'number' }).references(() => paymentCards.id, {
    onDelete: 'set null',
  }),
  status: text('status').notNull().default('pending'),
  gatewayPaymentId: text('gateway_payment_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  declineCode: text('decline_code'),
  /** Migration 0037 (D66): the connected account the money went to (null before it: the business's). */
  destinationAccountId: text('destination_account_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentOnboardingRequests = pgTable('payment_onboarding_requests', {
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  /** Migration 0037 (D66): whose account is being onboarded (the primary key; the owner's when left out). */
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  email: text('email').notNull().default(''),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxAccountLinks = pgTable('sandbox_account_links', {
  token: text('token').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  refreshUrl: text('refresh_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  createdAt: createdAt(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});

/** Migration 0014: refunds (of deposits), recorded before and after the gateway call. */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey(),
  chargeId: uuid('charge_id')
    .notNull()
    .references(() => paymentCharges.id, { onDelete: 'cascade' }),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull().default('pending'),
  gatewayRefundId: text('gateway_refund_id'),
  failureCode: text('failure_code'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  cardToken: text('card_token').notNull(),
  destinationAccountId: text('destination_account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  applicationFeeCents: integer('application_fee_cents').notNull().default(0),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  declineCode: text('decline_code'),
  description: text('description').notNull().default(''),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  /** Migration 0014: where an on-session charge returns after the authentication page. */
  returnUrl: text('return_url'),
  createdAt: createdAt(),
});
