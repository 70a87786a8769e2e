import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

/** Whole hours in the stylist's zone; start < end and no overlap per day are checked by the database too. */
export const openHours = pgTable('open_hours', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  weekDay: smallint('week_day').notNull(),
  startHour: smallint('start_hour').notNull(),
  endHour: smallint('end_hour').notNull(),
});

/** A date with its own hours (issue 18); no interval rows = closed that day. */
export const specialDays = pgTable(
  'special_days',
  {
    stylistId: bigint('stylist_id', { mode: 'number' })
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.stylistId, table.date] })],
);

/** Wall-clock minutes of the day on a 15-minute grid; no overlap per day (checked by the database too). */
export const specialDayIntervals = pgTable('special_day_intervals', {
  stylistId: bigint('stylist_id', { mode: 'number' }).notNull(),
  date: date('date', { mode: 'string' }).notNull(),
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
    .primaryKey()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
