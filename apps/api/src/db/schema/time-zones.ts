import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const timeZones = pgTable('time_zones', {
  id: serial('id').primaryKey(),
  /** IANA id, e.g. Europe/Berlin */
  name: text('name').notNull().unique(),
  /** Readable name, e.g. "(UTC+01:00) Europe/Berlin" */
  label: text('label').notNull(),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
});
