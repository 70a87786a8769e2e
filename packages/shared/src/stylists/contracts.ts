import { z } from 'zod';
import { isCountryCode, isCurrencyCode } from '../format/money';
import { messageToken } from '../validation/message-token';
import { subdomainSchema } from './subdomain';

/** Issue #29: a country, ISO 3166-1 alpha-2 (`de` is read as `DE`). */
export const countrySchema = z.string().trim().toUpperCase().refine(isCountryCode, messageToken('country'));
/** Issue #29: a currency, ISO 4217 (`eur` is read as `EUR`). */
export const currencySchema = z.string().trim().toUpperCase().refine(isCurrencyCode, messageToken('currency'));

export const timeZoneSchema = z.object({ id: z.number().int(), name: z.string(), value: z.string() });

/** The stylist as the back office sees it (docs/product.md §3 "Stylist"; `longtitude` is spelt so). */
export const stylistSchema = z.object({
  id: z.number().int(),
  stylistId: z.number().int(),
  name: z.string().nullable(),
  lastname: z.string().nullable(),
  subdomain: z.string().nullable(),
  businessName: z.string().nullable(),
  businessDescription: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  businessPhone: z.string().nullable(),
  latitude: z.number().nullable(),
  longtitude: z.number().nullable(),
  timeZone: timeZoneSchema.nullable(),
  email: z.string().nullable(),
  stripeId: z.string().nullable(),
  stripeAccountEnabled: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  reviewRequestNotifications: z.boolean(),
  appointmentReminder: z.boolean(),
  appointmentReminderHours: z.number().int(),
  notificationsText: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  /** Her own booking rules (issue 18); null = the server's default (GET /api/booking_rules). */
  minNoticeMinutes: z.number().int().nullable(),
  horizonDays: z.number().int().nullable(),
  slotStepMinutes: z.number().int().nullable(),
  /**
   * Issue #29: her country (ISO 3166-1 alpha-2; null until she chooses one) and currency (ISO
   * 4217, upper case): every amount of hers is in it.
   */
  country: z.string().nullable(),
  currency: z.string(),
});
export type Stylist = z.infer<typeof stylistSchema>;

/** What anyone may see of a stylist: GET /api/public/stylists/subdomain/{subdomain} */
export const publicStylistSchema = stylistSchema.pick({
  subdomain: true,
  businessName: true,
  businessDescription: true,
  facebookUrl: true,
  twitterUrl: true,
  instagramUrl: true,
  address: true,
  city: true,
  postCode: true,
  businessPhone: true,
  latitude: true,
  longtitude: true,
  timeZone: true,
  profileImageUrl: true,
  backgroundImageUrl: true,
  country: true,
  currency: true,
}).extend({
  /**
   * Issue #29.4: `businessPhone` (E.164, for the `tel:` link) as she writes it, national for a
   * number of her country. Formatted here, not in the browser: the phone metadata would not fit
   * the public page's bundle budget (decision D35).
   */
  businessPhoneDisplay: z.string(),
});
export type PublicStylist = z.infer<typeof publicStylistSchema>;

/** POST /api/stylist/register — a signed-in stylist without a business name registers. */
export const registerStylistRequestSchema = z.strictObject({
  businessName: z.string().trim().min(1).max(120),
  subdomain: subdomainSchema,
  name: z.string().trim().min(1).max(80),
  lastname: z.string().trim().min(1).max(80),
  timeZone: z.number().int().positive(),
  /**
   * Issue #29: her country (the web form asks for it; optional here so older callers keep working)
   * and currency (default: the country's, else the deployment's PAYMENT_CURRENCY).
   */
  country: countrySchema.optional(),
  currency: currencySchema.optional(),
});
export type RegisterStylistRequest = z.infer<typeof registerStylistRequestSchema>;
