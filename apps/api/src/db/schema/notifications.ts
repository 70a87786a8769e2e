import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const notificationEvents = pgTable('notification_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificationLog = pgTable('notification_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  ref: text('ref').notNull(),
  recipient: text('recipient').notNull(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  status: text('status', { enum: ['sending', 'sent'] }).notNull(),
  jobId: text('job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export type OutboxAttachment = { filename: string; contentType: string; content: string };

export const outboxMessages = pgTable('outbox_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
