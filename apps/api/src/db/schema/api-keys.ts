import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Issue #32 (3a), migration 0030: a stylist's API keys, kept as the SHA-256 of the key. */
export const apiKeys = pgTable('api_keys', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
  keyHash: bytea('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
