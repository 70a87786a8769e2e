import { stylistKeys } from '@/lib/stylist-profile';

/** Query keys of the settings screen; mutations invalidate through these. */
export const settingsKeys = {
  stylist: stylistKeys.profile,
  /** Issue #34 stage 2: a member's (undefined: the caller's own, the key it always had). */
  openHours: (member?: number) =>
    member === undefined
      ? (['settings', 'open-hours'] as const)
      : (['settings', 'open-hours', member] as const),
  policies: () => ['settings', 'policies'] as const,
  paymentAccount: (provider: string) => ['settings', 'payment-account', provider] as const,
  /** D66: the signed-in member's own payout account. */
  memberPaymentAccount: (provider: string) =>
    ['settings', 'payment-account', provider, 'member'] as const,
  subscription: () => ['settings', 'subscription'] as const,
  /** Special days and the holidays list (which marks the taken ones) change together. */
  specialDaysAll: () => ['settings', 'special-days'] as const,
  specialDays: (member?: 'salon' | number) =>
    member === undefined
      ? (['settings', 'special-days', 'list'] as const)
      : (['settings', 'special-days', 'list', member] as const),
  holidays: (country: string | null, region: string | null, lang: string) =>
    ['settings', 'special-days', 'holidays', country, region, lang] as const,
  holidayCountries: (lang: string) => ['settings', 'holiday-countries', lang] as const,
  bookingRules: (member?: number) =>
    member === undefined
      ? (['settings', 'booking-rules'] as const)
      : (['settings', 'booking-rules', member] as const),
  /** Every member's rules (a save may change what the others fall back on). */
  bookingRulesAll: () => ['settings', 'booking-rules'] as const,
  calendarFeed: () => ['settings', 'calendar-feed'] as const,
  apiKeys: () => ['settings', 'api-keys'] as const,
  webhooks: () => ['settings', 'webhooks'] as const,
  dataExport: (id: string) => ['settings', 'data-export', id] as const,
  webhookDeliveries: (id: number) => ['settings', 'webhooks', id, 'deliveries'] as const,
};
