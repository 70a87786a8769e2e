import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '@/components/ui';
import type { DeferredMenuProps } from '@/components/ui';
import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';
import { AccountButton, useDisplayName } from './user-menu';

/** The account dropdown, loaded when the avatar button is first pointed at, focused or clicked. */
export function AccountMenu({ defaultOpened, autoFocus }: DeferredMenuProps) {
  const { t } = useTranslation('auth');
  const { originOf } = useRuntime();
  const name = useDisplayName();
  const target = useRef<HTMLButtonElement>(null);
  useFocusOnMount(target, autoFocus);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {/* Sign-out runs on the app host, where the provider's ID token is kept for end_session. */}
        <Menu.Item component="a" href={originOf('app') + paths.logout()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
