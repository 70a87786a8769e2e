/** The tabs in their order (API keys: issue #32.3a; your data: #32.1); `?activeTab=` takes these values (payment and policy per docs/product.md §2). */
export const SETTINGS_TABS = [
  'account',
  'open-hours',
  'payment',
  'policy',
  'notifications',
  'subscription',
  'api-keys',
  'webhooks',
  'data',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function tabFromQuery(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'account';
}
