import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKind } from '@/lib/auth-errors';
import { useRuntime } from '@/lib/runtime';
import { takeReturnPath } from '@/lib/session';
import { AuthFailure } from '../components/auth-failure';
import { AuthProgress } from '../components/auth-progress';
import {
  completeCustomerLogin,
  fallbackReturn,
  startCustomerSignIn,
} from '../utils/customer-login';
import { failLogin } from '../utils/fail-login';
import { safeReturnUrl } from '../utils/return-url';
import { useRunOnce } from '../utils/use-run-once';

/** App host `/login-customer-callback`: verifies the customer, then back to the page they came from. */
export default function LoginCustomerCallbackPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [failure, setFailure] = useState<AuthErrorKind | null>(null);
  const [retryTo, setRetryTo] = useState<string>(() => fallbackReturn(runtime));

  useRunOnce(() => {
    const remembered = safeReturnUrl(takeReturnPath(), runtime.config.baseDomain);
    if (remembered) setRetryTo(remembered);
    completeCustomerLogin(runtime).then(
      (target) => window.location.replace(target),
      (error: unknown) => setFailure(failLogin(runtime, error)),
    );
  });

  if (failure) {
    const retry = () => void startCustomerSignIn(runtime, retryTo).catch(() => undefined);
    return <AuthFailure kind={failure} onRetry={retry} />;
  }
  return <AuthProgress label={t('callback.signingIn')} />;
}
