import { ROLES } from '@chairly/shared/constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';
import { takeReturnPath, useSession } from '@/lib/session';
import { AuthProgress } from '../components/auth-progress';
import { useRunOnce } from '../utils/use-run-once';

/**
 * Sign-in paths on a stylist host (`/login-callback`, `/login-customer-callback`, `/register`):
 * sign-in and registration happen on the app host. A signed-in visitor of a callback is sent away
 * (docs/product.md §2): a stylist to their calendar, a customer back to the page they came from.
 */
export default function AppHostForwardPage() {
  const { t } = useTranslation('auth');
  const { originOf } = useRuntime();
  const session = useSession();
  const location = useLocation();

  useRunOnce(() => {
    const isRegister = location.pathname === paths.register();
    if (isRegister || !session.isLoggedIn) {
      window.location.replace(originOf('app') + location.pathname + location.search);
      return;
    }
    if (session.roles.includes(ROLES.stylist) && session.subdomain) {
      window.location.replace(originOf(session.subdomain) + paths.calendar());
      return;
    }
    const back = takeReturnPath();
    window.location.replace(back?.startsWith('/') ? back : paths.booking());
  });

  return <AuthProgress label={t('callback.redirecting')} />;
}
