import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { stylists } from './stylists';

/** A customer's sign-in account, found by the OpenID Connect `sub`. */
export const customerAccounts = pgTable('customer_accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  authSubject: text('auth_subject').notNull().unique(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  phone: text('phone').notNull().default(''),
  locale: text('locale').notNull().default('en'),
  /** The ID token's `email_verified` at her last sign-in (migration 0026); no e-mail goes to her while false. */
  emailVerified: boolean('email_verified').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens of stylists and (migration 0021) customers, exactly one owner each; `tokenHash` is
 * the hex SHA-256 of the token, never the token.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    stylistId: bigint('stylist_id', { mode: 'number' }).references(() => stylists.id, { onDelete: 'cascade' }),
    customerAccountId: bigint('customer_account_id', { mode: 'number' }).references(() => customerAccounts.id, {
      onDelete: 'cascade',
    }),
    /** Migration 0034: the member a stylist-side session belongs to (null: the owner, sessions from before). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);
