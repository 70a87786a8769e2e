import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { services } from './catalogue';
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
  /** Migration 0036 (D63): her own booking rules; null = the business's, then the server's default. */
  minNoticeMinutes: integer('min_notice_minutes'),
  horizonDays: integer('horizon_days'),
  slotStepMinutes: integer('slot_step_minutes'),
  /** true: every service of the business (member_services only changes duration or price); false: only those listed. */
  allServices: boolean('all_services').notNull().default(true),
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

/** The services a member performs, with her own duration or price (null = the service's own). */
export const memberServices = pgTable(
  'member_services',
  {
    stylistId: bigint('stylist_id', { mode: 'number' })
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes'),
    priceCents: integer('price_cents'),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.serviceId] })],
);
