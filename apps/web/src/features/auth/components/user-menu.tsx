import { ROLES } from '@chairly/shared/constants';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { getOwnStylist } from '../api/login-data';

function useDisplayName(): string | null {
  const session = useSession();
  const stylistId = session.roles.includes(ROLES.stylist) ? session.stylistId : null;
  const profile = useQuery({
    queryKey: ['auth', 'own-stylist', stylistId],
    queryFn: () => getOwnStylist(stylistId as number),
    enabled: stylistId !== null,
    staleTime: 5 * 60_000,
  });
  const stylist = profile.data;
  if (!stylist) return null;
  const fullName = [stylist.name, stylist.lastname].filter(Boolean).join(' ');
  return fullName || stylist.email;
}

function AccountMenu() {
  const { t } = useTranslation('auth');
  const { originOf } = useRuntime();
  const name = useDisplayName() ?? t('menu.account');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('menu.label', { name })}
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <Avatar size="sm" radius="xl" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
            {name}
          </Text>
        </UnstyledButton>
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

/** The signed-in user's name and "Log out", for the header of every layout. */
export function UserMenu() {
  const session = useSession();
  if (!session.isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
