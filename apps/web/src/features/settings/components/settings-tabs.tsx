import { Select, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsTab } from '../utils/tabs';

const LABEL_KEYS: Record<SettingsTab, string> = {
  account: 'tabs.account',
  team: 'tabs.team',
  'open-hours': 'tabs.openHours',
  payment: 'tabs.payment',
  policy: 'tabs.policy',
  notifications: 'tabs.notifications',
  subscription: 'tabs.subscription',
  'api-keys': 'tabs.apiKeys',
  webhooks: 'tabs.webhooks',
  data: 'tabs.data',
};

type Props = {
  /** The tabs her role shows, in order. */
  tabs: readonly SettingsTab[];
  active: SettingsTab;
  onChange: (tab: SettingsTab) => void;
  render: (tab: SettingsTab) => ReactNode;
};

/** Vertical tabs; on phones a select takes the place of the tab list. Only the active panel renders. */
export function SettingsTabs({ tabs, active, onChange, render }: Props) {
  const { t } = useTranslation('settings');
  const phone = useMediaQuery('(max-width: 48em)');

  if (phone) {
    return (
      <>
        <Select
          label={t('section')}
          allowDeselect={false}
          data={tabs.map((tab) => ({ value: tab, label: t(LABEL_KEYS[tab]) }))}
          value={active}
          onChange={(value) => value && onChange(value as SettingsTab)}
          mb="md"
          data-testid="settings-tab-select"
        />
        {render(active)}
      </>
    );
  }
  return (
    <Tabs
      value={active}
      onChange={(value) => value && onChange(value as SettingsTab)}
      orientation="vertical"
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List miw={220} me="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(LABEL_KEYS[tab])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} style={{ flex: 1, minWidth: 0 }}>
          {render(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
