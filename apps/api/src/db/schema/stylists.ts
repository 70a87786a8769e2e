import { bigint, boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timeZones } from './time-zones';

export const stylists = pgTable('stylists', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** OpenID Connect `sub` of the stylist's account. */
  authSubject: text('auth_subject').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  subdomain: text('subdomain').unique(),
  businessName: text('business_name'),
  businessDescription: text('business_description').notNull().default(''),
  facebookUrl: text('facebook_url').notNull().default(''),
  twitterUrl: text('twitter_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  businessPhone: text('business_phone').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longtitude: doublePrecision('longtitude'),
  timeZoneId: integer('time_zone_id').references(() => timeZones.id),
  stripeId: text('stripe_id'),
  stripeAccountEnabled: boolean('stripe_account_enabled').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  reviewRequestNotifications: boolean('review_request_notifications').notNull().default(true),
  appointmentReminder: boolean('appointment_reminder').notNull().default(true),
  appointmentReminderHours: integer('appointment_reminder_hours').notNull().default(24),
  notificationsText: text('notifications_text').notNull().default(''),
  profileImage: text('profile_image'),
  backgroundImage: text('background_image'),
  locale: text('locale').notNull().default('en'),
  /** The ID token's `email_verified` at her last sign-in (migration 0026); no e-mail goes to her while false. */
  emailVerified: boolean('email_verified').notNull().default(true),
  /** Her own booking rules (issue 18); null = the server's default. */
  minNoticeMinutes: integer('min_notice_minutes'),
  horizonDays: integer('horizon_days'),
  slotStepMinutes: integer('slot_step_minutes'),
  /** Country (ISO 3166-1 alpha-2) and date-holidays region for the public holidays offered to her. */
  holidayCountry: text('holiday_country'),
  holidayRegion: text('holiday_region'),
  /** Migration 0022 (issue #29): her country (ISO 3166-1 alpha-2) and currency (ISO 4217, upper case). */
  country: text('country'),
  currency: text('currency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
