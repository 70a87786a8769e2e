import { stylistKeys } from '@/lib/stylist-profile';

/** Query keys of the settings screen; mutations invalidate through these. */
export const settingsKeys = {
  stylist: stylistKeys.profile,
  openHours: () => ['settings', 'open-hours'] as const,
  policies: () => ['settings', 'policies'] as const,
  paymentAccount: (provider: string) => ['settings', 'payment-account', provider] as const,
  subscription: () => ['settings', 'subscription'] as const,
  /** Special days and the holidays list (which marks the taken ones) change together. */
  specialDaysAll: () => ['settings', 'special-days'] as const,
  specialDays: () => ['settings', 'special-days', 'list'] as const,
  holidays: (country: string | null, region: string | null, lang: string) =>
    ['settings', 'special-days', 'holidays', country, region, lang] as const,
  holidayCountries: (lang: string) => ['settings', 'holiday-countries', lang] as const,
  bookingRules: () => ['settings', 'booking-rules'] as const,
  calendarFeed: () => ['settings', 'calendar-feed'] as const,
  apiKeys: () => ['settings', 'api-keys'] as const,
  webhooks: () => ['settings', 'webhooks'] as const,
  dataExport: (id: string) => ['settings', 'data-export', id] as const,
  webhookDeliveries: (id: number) => ['settings', 'webhooks', id, 'deliveries'] as const,
};
