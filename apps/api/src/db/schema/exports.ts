import { bigint, customType, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Migration 0028 (issue #32.1): whole-account JSON archives, made by the `export.build` job. */
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  progress: smallint('progress').notNull().default(0),
  archive: bytea('archive'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
