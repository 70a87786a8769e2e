import { ROLES } from '@chairly/shared/constants';
import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { getOwnCustomer, getOwnStylist } from '../api/login-data';

// Its own file so that the user menu and the account menu it loads lazily both import it, and neither
// imports the other back (no import circles, issue #30).

/** The first letter of a name or e-mail, as the avatar shows it; null without one. */
export const initialOf = (name: string): string | null => [...name.trim()][0]?.toLocaleUpperCase() ?? null;

/**
 * Who is signed in, for the menu: the stylist's full name, or on a stylist's page the customer's own
 * (or their e-mail), and its initial for the avatar. Until a name is known the label is the generic
 * "My account" and the avatar shows no letter: not "M" of that label (issue #31.11).
 */
export function useAccountName(): { name: string; initial: string | null } {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { host } = useRuntime();
  const stylistId = session.roles.includes(ROLES.stylist) ? session.stylistId : null;
  const customerAt = stylistId === null && session.roles.includes(ROLES.customer) && host.kind === 'stylist' ? host.subdomain : null;
  const stylist = useQuery({
    queryKey: ['auth', 'own-stylist', stylistId],
    queryFn: () => getOwnStylist(stylistId as number),
    enabled: stylistId !== null,
    staleTime: 5 * 60_000,
  });
  const customer = useQuery({
    queryKey: ['auth', 'own-customer', customerAt],
    queryFn: getOwnCustomer,
    enabled: customerAt !== null,
    staleTime: 5 * 60_000,
  });
  const person = stylist.data
    ? { name: [stylist.data.name, stylist.data.lastname], email: stylist.data.email }
    : customer.data
      ? { name: [customer.data.name, customer.data.lastName], email: customer.data.email }
      : null;
  const label = (person?.name.filter(Boolean).join(' ') || person?.email) ?? '';
  return { name: label || t('menu.account'), initial: initialOf(label) };
}

/** The signed-in person's name (or e-mail), "My account" until it is known. */
export function useDisplayName(): string {
  return useAccountName().name;
}

/** Avatar and name; the same button before and after the menu's code loads. */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('auth');
  const { name, initial } = useAccountName();
  return (
    <UnstyledButton
      aria-label={t('menu.label', { name })}
      style={{ display: 'flex', gap: 8, alignItems: 'center' }}
      {...props}
    >
      {/* Without a letter, Mantine's person icon. */}
      <Avatar size="sm" radius="xl" aria-hidden>
        {initial}
      </Avatar>
      <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
        {name}
      </Text>
    </UnstyledButton>
  );
}
