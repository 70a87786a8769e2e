import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKind } from '@/lib/auth-errors';
import { useRuntime } from '@/lib/runtime';
import { AuthFailure } from '../components/auth-failure';
import { AuthProgress } from '../components/auth-progress';
import { MemberRefusalNotice } from '../components/member-refusal-notice';
import { failLogin, refuseMemberSignIn } from '../utils/fail-login';
import { MemberSignInRefused } from '../utils/login-error';
import { completeStylistLogin } from '../utils/stylist-login';
import { startStylistSignIn } from '../utils/stylist-sign-in';
import { useRunOnce } from '../utils/use-run-once';

/** App host `/login-callback`: the provider sends stylists back here. */
export default function LoginCallbackPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [failure, setFailure] = useState<AuthErrorKind | MemberSignInRefused | null>(null);

  useRunOnce(() => {
    completeStylistLogin(runtime).then(
      (target) => window.location.replace(target),
      (error: unknown) =>
        setFailure(error instanceof MemberSignInRefused ? refuseMemberSignIn(runtime, error) : failLogin(runtime, error)),
    );
  });

  if (failure instanceof MemberSignInRefused) return <MemberRefusalNotice refused={failure} />;
  if (failure) {
    const retry = () => void startStylistSignIn(runtime).catch(() => undefined);
    return <AuthFailure kind={failure} onRetry={retry} />;
  }
  return <AuthProgress label={t('callback.signingIn')} />;
}
