import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { useIsStylistHere } from '@/lib/stylist-here';
import { AppHeader } from './app-header';
import classes from './layout.module.css';

// Only a signed-in stylist sees the menu: customers and visitors never load it.
const StylistNav = lazy(() => import('./stylist-nav').then((module) => ({ default: module.StylistNav })));

/**
 * Horizontal top navigation, light skin, full width; on phones the stylist's menu folds into a panel
 * under the header. Plain CSS rather than Mantine's AppShell, which would add ~20 kB of script
 * (resize handles, scroll areas) to every public page's first load.
 */
export function DefaultLayout() {
  const { t } = useTranslation('nav');
  const [opened, { toggle, close }] = useDisclosure(false);
  const showsMenu = useIsStylistHere();
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <AppHeader
          menuOpened={opened}
          onToggleMenu={toggle}
          stylistNav={
            showsMenu && (
              <Suspense fallback={null}>
                <StylistNav orientation="horizontal" />
              </Suspense>
            )
          }
        />
      </header>
      {showsMenu && opened && (
        <nav className={classes.mobileNav} aria-label={t('mainMenu')} id="stylist-mobile-menu">
          <Suspense fallback={null}>
            <StylistNav orientation="vertical" onNavigate={close} />
          </Suspense>
        </nav>
      )}
      <main id="main" className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <AppFooter />
      </main>
    </div>
  );
}
