/** The six tabs in their order; `?activeTab=` takes these values (payment and policy per docs/product.md §2). */
export const SETTINGS_TABS = [
  'account',
  'open-hours',
  'payment',
  'policy',
  'notifications',
  'subscription',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function tabFromQuery(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'account';
}
