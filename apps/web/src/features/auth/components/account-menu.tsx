import { ROLES } from '@chairly/shared/constants';
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFocusOnMount } from '@/components/ui';
import type { DeferredMenuProps } from '@/components/ui';
import { paths } from '@/config/paths';
import { stylistMenuFor } from '@/config/stylist-menu';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { useIsStylistHere } from '@/lib/stylist-here';
import { AccountButton, useDisplayName } from './account-button';

type AccountMenuProps = DeferredMenuProps & {
  /** Also the stylist's back-office sections: for layouts without the menu bar (dashboard, plans, error pages). */
  withStylistLinks?: boolean;
};

/** The account dropdown, loaded when the avatar button is first pointed at, focused or clicked. */
export function AccountMenu({ defaultOpened, autoFocus, withStylistLinks = false }: AccountMenuProps) {
  const { t } = useTranslation('auth');
  const nav = useTranslation('nav').t;
  const { originOf } = useRuntime();
  const session = useSession();
  const links = useIsStylistHere() && withStylistLinks ? stylistMenuFor(session.memberRole) : [];
  const { host } = useRuntime();
  // A customer on a stylist's host: her data and its erasure (issue #32.2).
  const customerHere = host.kind === 'stylist' && session.roles.includes(ROLES.customer) && !session.roles.includes(ROLES.stylist);
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
        {links.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {nav(item.key)}
          </Menu.Item>
        ))}
        {links.length > 0 && <Menu.Divider />}
        {customerHere && (
          <Menu.Item component={Link} to={paths.customerAccount()}>
            {t('menu.account')}
          </Menu.Item>
        )}
        {/* Sign-out runs on the app host, where the provider's ID token is kept for end_session. */}
        <Menu.Item component="a" href={originOf('app') + paths.logout()}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The account dropdown with the stylist's sections, for the full-page layout. */
export function AccountMenuWithStylistLinks(props: DeferredMenuProps) {
  return <AccountMenu {...props} withStylistLinks />;
}
