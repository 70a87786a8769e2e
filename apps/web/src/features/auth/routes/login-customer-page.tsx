import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRuntime } from '@/lib/runtime';
import { storeReturnPath, useSession } from '@/lib/session';
import { AuthFailure } from '../components/auth-failure';
import { AuthProgress } from '../components/auth-progress';
import { fallbackReturn, startCustomerSignIn } from '../utils/customer-login';
import { safeReturnUrl } from '../utils/return-url';
import { useRunOnce } from '../utils/use-run-once';

/**
 * App host `/login-customer?returnTo=<URL>`: starts the customer sign-in (the provider only knows
 * app-host redirect URIs) and remembers where to go back to.
 */
export default function LoginCustomerPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo =
    safeReturnUrl(params.get('returnTo'), runtime.config.baseDomain) ?? fallbackReturn(runtime);
  const [failed, setFailed] = useState(!runtime.config.oidc);

  const start = () => {
    setFailed(false);
    storeReturnPath(returnTo);
    startCustomerSignIn(runtime, returnTo).catch((error: unknown) => {
      console.error('customer sign-in could not start', error);
      setFailed(true);
    });
  };

  useRunOnce(() => {
    if (!runtime.config.oidc) return;
    if (session.isLoggedIn) window.location.replace(returnTo);
    else start();
  });

  if (!runtime.config.oidc) return <AuthFailure kind="noProvider" />;
  if (failed) return <AuthFailure kind="idTokenClaims" onRetry={start} />;
  return <AuthProgress label={t('customer.redirecting')} />;
}
