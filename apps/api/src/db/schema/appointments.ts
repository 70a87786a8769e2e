import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, services } from './catalogue';
import { members } from './members';
import { stylists } from './stylists';

/**
 * Migration 0005; the exclusion constraint against overlaps lives only in SQL, as does `occupied`
 * (migration 0011, tstzmultirange: what the appointment occupies of the stylist's time).
 */
export const appointments = pgTable('appointments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
  /** Migration 0034 (issue #34): the member whose appointment it is; a trigger sets the owner when a write leaves it out. */
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  state: text('state').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  note: text('note').notNull().default(''),
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  cardId: text('card_id'),
  /** Migration 0014 (issue #20): the deposit due at confirmation, in cents (0 = none). */
  depositCents: integer('deposit_cents').notNull().default(0),
  createdBy: text('created_by').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.position] })],
);

export const appointmentStateChanges = pgTable('appointment_state_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  actor: text('actor').notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consultationRequests = pgTable('consultation_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  stylistId: bigint('stylist_id', { mode: 'number' })
    .notNull()
    .references(() => stylists.id, { onDelete: 'cascade' }),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  serviceId: bigint('service_id', { mode: 'number' }).references(() => services.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  preferredContact: text('preferred_contact').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
