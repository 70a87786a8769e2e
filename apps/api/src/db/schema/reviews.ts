import { bigint, boolean, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { customers } from './catalogue';
import { stylists } from './stylists';

/** Migration 0008: one review per appointment; `reviewedAt` null = pending for the stylist. */
export const reviews = pgTable('reviews', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
  rating: smallint('rating').notNull(),
  comment: text('comment').notNull().default(''),
  public: boolean('public').notNull().default(false),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0019: review links' single-use tokens, stored as SHA-256 hex only (issue #28.4). */
export const reviewTokens = pgTable('review_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
