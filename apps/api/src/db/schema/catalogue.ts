import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

/** Global category tree (reference data), names in the five interface languages. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameDe: text('name_de').notNull(),
  nameFr: text('name_fr').notNull(),
  namePt: text('name_pt').notNull(),
  nameAr: text('name_ar').notNull(),
  position: integer('position').notNull().default(0),
});

export const services = pgTable('services', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  hourly: boolean('hourly').notNull().default(false),
  durationMinutes: integer('duration_minutes').notNull().default(45),
  /** Migration 0011: clean-up after the service (0–120) and the processing window inside it (0 = none). */
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
  processingMinutes: integer('processing_minutes').notNull().default(0),
  /** Migration 0014 (issue #20): the service's own deposit (default, none, percentage, amount in cents). */
  depositMode: text('deposit_mode').notNull().default('default'),
  depositValue: integer('deposit_value'),
  public: boolean('public').notNull().default(false),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customers = pgTable('customers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id),
  /** The customer's sign-in account (customer_accounts, migration 0002), when they have one. */
  customerAccountId: bigint('customer_account_id', { mode: 'number' }),
  name: text('name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  notes: text('notes').notNull().default(''),
  deleted: boolean('deleted').notNull().default(false),
  /** Set when the customer was erased (migration 0029, D45): every personal field above is empty. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** What a search matches, lowercased; kept by PostgreSQL (migration 0035, D57), never written. */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || last_name || E'\\n' || email || E'\\n' || phone)`),
});
