import { ROLES } from '@chairly/shared/constants';
import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/ui';
import { useSession } from '@/lib/session';
import { getOwnStylist } from '../api/login-data';

/** The stylist's full name (or e-mail); customers and unloaded profiles get the generic label. */
export function useDisplayName(): string {
  const { t } = useTranslation('auth');
  const session = useSession();
  const stylistId = session.roles.includes(ROLES.stylist) ? session.stylistId : null;
  const profile = useQuery({
    queryKey: ['auth', 'own-stylist', stylistId],
    queryFn: () => getOwnStylist(stylistId as number),
    enabled: stylistId !== null,
    staleTime: 5 * 60_000,
  });
  const stylist = profile.data;
  if (!stylist) return t('menu.account');
  const fullName = [stylist.name, stylist.lastname].filter(Boolean).join(' ');
  return fullName || stylist.email || t('menu.account');
}

/** Avatar and name; the same button before and after the menu's code loads. */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('auth');
  const name = useDisplayName();
  return (
    <UnstyledButton
      aria-label={t('menu.label', { name })}
      style={{ display: 'flex', gap: 8, alignItems: 'center' }}
      {...props}
    >
      <Avatar size="sm" radius="xl" aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
        {name}
      </Text>
    </UnstyledButton>
  );
}

const loadMenu = () => import('./account-menu').then((module) => module.AccountMenu);
const loadMenuWithLinks = () => import('./account-menu').then((module) => module.AccountMenuWithStylistLinks);

/**
 * The signed-in user's name and "Log out", for the header of every layout; `withStylistLinks`: also
 * a stylist's back-office sections, where the layout has no menu bar.
 */
export function UserMenu({ withStylistLinks = false }: { withStylistLinks?: boolean }) {
  const session = useSession();
  if (!session.isLoggedIn) return null;
  // The `auth` texts may still be loading: show nothing rather than suspend the whole header.
  return (
    <Suspense fallback={null}>
      <DeferredMenu load={withStylistLinks ? loadMenuWithLinks : loadMenu} renderTrigger={(props) => <AccountButton {...props} />} />
    </Suspense>
  );
}
