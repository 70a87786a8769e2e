import { formatPhone, type CurrencyCode, type PublicStylist, type Stylist } from '@chairly/shared';
import { currencyOr } from '../../lib/stylist-currency';
import type { StylistProfileRow } from './stylists.repository';

/**
 * The stylist as the API shows it: public fields only, the time zone as {id, name, value}; her
 * currency, or the deployment's (`defaultCurrency`) while her row has none.
 */
export function toStylist({ stylist, timeZone }: StylistProfileRow, defaultCurrency: CurrencyCode): Stylist {
  return {
    id: stylist.id,
    stylistId: stylist.id,
    name: stylist.name,
    lastname: stylist.lastname,
    subdomain: stylist.subdomain,
    businessName: stylist.businessName,
    businessDescription: stylist.businessDescription,
    facebookUrl: stylist.facebookUrl,
    twitterUrl: stylist.twitterUrl,
    instagramUrl: stylist.instagramUrl,
    address: stylist.address,
    city: stylist.city,
    postCode: stylist.postCode,
    businessPhone: stylist.businessPhone,
    latitude: stylist.latitude,
    longtitude: stylist.longtitude,
    timeZone: timeZone ? { id: timeZone.id, name: timeZone.label, value: timeZone.name } : null,
    email: stylist.email,
    stripeId: stylist.stripeId,
    stripeAccountEnabled: stylist.stripeAccountEnabled,
    emailNotifications: stylist.emailNotifications,
    smsNotifications: stylist.smsNotifications,
    reviewRequestNotifications: stylist.reviewRequestNotifications,
    appointmentReminder: stylist.appointmentReminder,
    appointmentReminderHours: stylist.appointmentReminderHours,
    notificationsText: stylist.notificationsText,
    profileImageUrl: stylist.profileImage,
    backgroundImageUrl: stylist.backgroundImage,
    minNoticeMinutes: stylist.minNoticeMinutes,
    horizonDays: stylist.horizonDays,
    slotStepMinutes: stylist.slotStepMinutes,
    country: stylist.country,
    currency: currencyOr(stylist.currency, defaultCurrency),
  };
}

export function toPublicStylist(row: StylistProfileRow, defaultCurrency: CurrencyCode): PublicStylist {
  const stylist = toStylist(row, defaultCurrency);
  return {
    subdomain: stylist.subdomain,
    businessName: stylist.businessName,
    businessDescription: stylist.businessDescription,
    facebookUrl: stylist.facebookUrl,
    twitterUrl: stylist.twitterUrl,
    instagramUrl: stylist.instagramUrl,
    address: stylist.address,
    city: stylist.city,
    postCode: stylist.postCode,
    businessPhone: stylist.businessPhone,
    businessPhoneDisplay: formatPhone(stylist.businessPhone ?? '', stylist.country),
    latitude: stylist.latitude,
    longtitude: stylist.longtitude,
    timeZone: stylist.timeZone,
    profileImageUrl: stylist.profileImageUrl,
    backgroundImageUrl: stylist.backgroundImageUrl,
    country: stylist.country,
    currency: stylist.currency,
  };
}
