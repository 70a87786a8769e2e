import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stylists } from './stylists';

/**
 * Issue #34, migration 0034 (D60): the people of a business (the stylist row is the business). The
 * owner's row mirrors the stylist account (a trigger on `stylists`); the partial unique indexes
 * (one owner, one address per business) live only in SQL.
 */
export const members = pgTable('members', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  authSubject: text('auth_subject').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['owner', 'manager', 'staff'] }).notNull(),
  active: boolean('active').notNull().default(true),
  photo: text('photo'),
  takesOnlineBookings: boolean('takes_online_bookings').notNull().default(true),
  seesTeamCalendar: boolean('sees_team_calendar').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An invitation to join a business; the link's token is kept as its SHA-256 (hex). */
export const memberInvitations = pgTable('member_invitations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role', { enum: ['manager', 'staff'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: bigint('invited_by', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
