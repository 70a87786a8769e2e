import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { stylists } from './stylists';

/** Whole hours in the stylist's zone; start < end and no overlap per day are checked by the database too. */
export const openHours = pgTable('open_hours', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  /** Migration 0036 (D63): whose week; a write without it is the owner's (a trigger). */
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
  weekDay: smallint('week_day').notNull(),
  startHour: smallint('start_hour').notNull(),
  endHour: smallint('end_hour').notNull(),
});

/**
 * A date with its own hours (issue 18); no interval rows = closed that day. Migration 0036 (D63):
 * the salon's (member null: every member's, public holidays too) or one member's own; one per date
 * each (partial unique indexes, in SQL only).
 */
export const specialDays = pgTable('special_days', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Wall-clock minutes of the day on a 15-minute grid; no overlap per day (checked by the database too). */
export const specialDayIntervals = pgTable('special_day_intervals', {
  stylistId: bigint('stylist_id', { mode: 'number' }).notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** Its day (0036); written without it, the salon's day of that date (a trigger). */
  specialDayId: bigint('special_day_id', { mode: 'number' }).references(() => specialDays.id, { onDelete: 'cascade' }),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
});

export const stylistPolicyConfigs = pgTable(
  'stylist_policy_configs',
  {
    stylistId: bigint('stylist_id', { mode: 'number' })
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    config: smallint('config').notNull(),
    value: integer('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stylistId, table.config] })],
);

export const paymentAccounts = pgTable('payment_accounts', {
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  /**
   * Migration 0037 (D66): the member whose account it is (the primary key); the owner's is the
   * business's. A write without it is the owner's (a trigger).
   */
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
