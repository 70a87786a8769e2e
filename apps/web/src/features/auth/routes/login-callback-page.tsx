import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKind } from '@/lib/auth-errors';
import { useRuntime } from '@/lib/runtime';
import { AuthFailure } from '../components/auth-failure';
import { AuthProgress } from '../components/auth-progress';
import { failLogin } from '../utils/fail-login';
import { completeStylistLogin } from '../utils/stylist-login';
import { startStylistSignIn } from '../utils/stylist-sign-in';
import { useRunOnce } from '../utils/use-run-once';

/** App host `/login-callback`: the provider sends stylists back here. */
export default function LoginCallbackPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [failure, setFailure] = useState<AuthErrorKind | null>(null);

  useRunOnce(() => {
    completeStylistLogin(runtime).then(
      (target) => window.location.replace(target),
      (error: unknown) => setFailure(failLogin(runtime, error)),
    );
  });

  if (failure) {
    const retry = () => void startStylistSignIn(runtime).catch(() => undefined);
    return <AuthFailure kind={failure} onRetry={retry} />;
  }
  return <AuthProgress label={t('callback.signingIn')} />;
}
