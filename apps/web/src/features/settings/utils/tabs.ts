import type { MemberRole } from '@chairly/shared/constants';
import { mayUse, type MemberArea } from '@/lib/member-access';

/** The tabs in their order (API keys: issue #32.3a; your data: #32.1; team: #34); `?activeTab=` takes these values (payment and policy per docs/product.md §2). */
export const SETTINGS_TABS = [
  'account',
  'team',
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

/** Tabs only some members' roles use (issue #34); the others are every member's (read-only for staff: the API refuses her writes). */
// D66: every member has the payment tab: the owner's is the business's account, another member's her own.
const TAB_AREAS: Partial<Record<SettingsTab, MemberArea>> = {
  team: 'team',
  notifications: 'messages',
  subscription: 'billing',
  'api-keys': 'integrations',
  webhooks: 'integrations',
  data: 'integrations',
};

/** The tabs a member's role shows, in their order. */
export function tabsFor(role: MemberRole | null): readonly SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    const area = TAB_AREAS[tab];
    return !area || mayUse(role, area);
  });
}

/** The tab `?activeTab=` names, if it is one of `tabs`; else the first, her account. */
export function tabFromQuery(value: string | null, tabs: readonly SettingsTab[] = SETTINGS_TABS): SettingsTab {
  return (tabs as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'account';
}
