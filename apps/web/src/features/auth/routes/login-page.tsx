import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { AuthCard } from '../components/auth-card';
import { startStylistSignIn } from '../utils/stylist-sign-in';

/** App host `/login`: a signed-in stylist never sees it (the guard sends them to their calendar). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [pending, setPending] = useState<'login' | 'signup' | null>(null);
  const [failed, setFailed] = useState(false);

  const start = (signup: boolean) => {
    setPending(signup ? 'signup' : 'login');
    setFailed(false);
    startStylistSignIn(runtime, { signup }).catch((error: unknown) => {
      console.error('sign-in could not start', error);
      setPending(null);
      setFailed(true);
    });
  };

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      {!runtime.config.oidc ? (
        <Text role="alert" c="red.8">
          {t('errors.noProvider')}
        </Text>
      ) : (
        <>
          <Button size="md" fullWidth loading={pending === 'login'} onClick={() => start(false)}>
            {t('login.button')}
          </Button>
          {failed && (
            <Text role="alert" c="red.8" size="sm">
              {t('login.startFailed')}
            </Text>
          )}
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component="button" type="button" onClick={() => start(true)} fw={600}>
              {t('login.register')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
