import type { Stylist } from '@chairly/shared';
import type { StylistRow } from './stylist-settings.repository';

/** The stylist as the back office sees it (the shared `stylistSchema`). */
export function toStylistView({ stylist, zone }: StylistRow): Stylist {
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
    timeZone: zone ? { id: zone.id, name: zone.label, value: zone.name } : null,
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
  };
}
