import { z } from 'zod';
import { REMINDER_HOURS } from '../constants';
import { messageToken } from '../validation/message-token';
import { zPhoneText } from '../validation/phone-text';
import { zEmail, zInteger, zRequired, zUrlOrEmpty } from '../validation/zod-helpers';
import { countrySchema, currencySchema } from '../stylists/contracts';
import { bookingRulesSchema } from './special-days';

const text = (max: number) => z.string().trim().max(max);

/** Account details tab (docs/product.md §2, §5 "Account"): the editable part of the stylist. */
export const accountDetailsSchema = z.object({
  name: zRequired({ field: 'Name' }).max(80),
  lastname: zRequired({ field: 'Last name' }).max(80),
  email: zEmail(),
  facebookUrl: zUrlOrEmpty().max(500),
  twitterUrl: zUrlOrEmpty().max(500),
  instagramUrl: zUrlOrEmpty().max(500),
  timeZone: z.number({ error: messageToken('required', { _field_: 'Time zone' }) }).int().positive(),
  address: text(200),
  postCode: text(20),
  city: text(100),
  /** Read in her country and stored in E.164 by the service (issue #29.4; `zPhone` in the form). */
  businessPhone: zPhoneText(40, 'Business phone'),
  businessDescription: text(2000),
  latitude: z.number().min(-90).max(90).nullable(),
  longtitude: z.number().min(-180).max(180).nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** Messages & Notifications tab; reminder hours are a whole number 1 … 48. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  reviewRequestNotifications: z.boolean(),
  appointmentReminder: z.boolean(),
  appointmentReminderHours: zInteger({ field: 'Hours', min: REMINDER_HOURS.min, max: REMINDER_HOURS.max }),
  notificationsText: z.string().max(1000),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PATCH /api/stylists/{id}: a partial update of the two tabs. Strict: business name, subdomain and
 * the payment account id are read-only here; the payments tab may only unlink (`false`).
 */
export const updateStylistRequestSchema = z
  .strictObject({
    ...accountDetailsSchema.shape,
    ...notificationSettingsSchema.shape,
    ...bookingRulesSchema.shape,
    stripeAccountEnabled: z.literal(false, { error: 'stripeAccountEnabled can only be set to false (unlink)' }),
    /** Issue #29: her country and currency; the currency is refused (409) once she has taken a payment. */
    country: countrySchema,
    currency: currencySchema,
  })
  .partial();
export type UpdateStylistRequest = z.infer<typeof updateStylistRequestSchema>;
