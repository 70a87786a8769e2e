import { Box, Burger, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { UserMenu } from '@/features/auth';
import { CustomerNav } from '@/features/booking';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';
import { useIsStylistHere } from '@/lib/stylist-here';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';

type AppHeaderProps = {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The stylist's horizontal menu (loaded only for a signed-in stylist), shown on wide screens. */
  stylistNav: ReactNode;
};

export function AppHeader({ menuOpened, onToggleMenu, stylistNav }: AppHeaderProps) {
  const { t } = useTranslation('nav');
  const { host, originOf } = useRuntime();
  const showsMenu = useIsStylistHere();
  const session = useSession();
  const app = originOf('app');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        {showsMenu && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={t('toggleMenu')}
            aria-expanded={menuOpened}
            aria-controls="stylist-mobile-menu"
          />
        )}
        <BrandLink compact={host.kind === 'stylist' && !showsMenu && session.isLoggedIn} />
        {showsMenu && (
          <Box component="nav" aria-label={t('mainMenu')} visibleFrom="md">
            {stylistNav}
          </Box>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        {!showsMenu && <CustomerNav />}
        <UserMenu />
        {host.kind === 'root' && !session.isLoggedIn && (
          <>
            <Button
              component="a"
              href={app + paths.login()}
              variant="subtle"
              size="compact-md"
              visibleFrom="xs"
            >
              {t('login')}
            </Button>
            <Button component="a" href={app + paths.register()} size="compact-md">
              {t('signUp')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
