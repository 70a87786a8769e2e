/** Query keys of the settings screen; mutations invalidate through these. */
export const settingsKeys = {
  stylist: (id: number) => ['settings', 'stylist', id] as const,
  openHours: () => ['settings', 'open-hours'] as const,
  policies: () => ['settings', 'policies'] as const,
  paymentAccount: (provider: string) => ['settings', 'payment-account', provider] as const,
  subscription: () => ['settings', 'subscription'] as const,
};
