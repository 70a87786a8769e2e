import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { AuthFailure } from '../components/auth-failure';
import { AuthProgress } from '../components/auth-progress';
import { signOutEverywhere } from '../utils/sign-out';
import { useRunOnce } from '../utils/use-run-once';

/** `/logout` (full layout, needs login): ends the session in the API, here and at the provider. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [failed, setFailed] = useState(false);

  const run = () => {
    setFailed(false);
    signOutEverywhere(runtime).catch((error: unknown) => {
      console.error('sign-out at the provider failed', error);
      setFailed(true);
    });
  };
  useRunOnce(run);

  if (failed) {
    const home = () => window.location.replace(runtime.originOf(null) + '/');
    return <AuthFailure kind="signOut" onRetry={home} retryLabel={t('logout.home')} />;
  }
  return <AuthProgress label={t('logout.signingOut')} />;
}
