import { Suspense } from 'react';
import { DeferredMenu } from '@/components/ui';
import { useSession } from '@/lib/session';
import { AccountButton } from './account-button';

export { AccountButton, initialOf, useAccountName, useDisplayName } from './account-button';

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
