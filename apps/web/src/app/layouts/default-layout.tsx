import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader, useShowsStylistMenu } from './app-header';
import { StylistNav } from './stylist-nav';

/** Horizontal top navigation, light skin, full width; the menu folds into a drawer on phones. */
export function DefaultLayout() {
  const { t } = useTranslation('nav');
  const [opened, { toggle, close }] = useDisclosure(false);
  const showsMenu = useShowsStylistMenu();
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 280,
        breakpoint: 'md',
        collapsed: { desktop: true, mobile: !opened || !showsMenu },
      }}
      padding={0}
    >
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppShell.Header component="header">
        <AppHeader menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      {showsMenu && opened && (
        <AppShell.Navbar p="sm" component="nav" aria-label={t('mainMenu')}>
          <StylistNav orientation="vertical" onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" display="flex" style={{ flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
