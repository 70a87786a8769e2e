import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { startStylistSignIn, type StylistSignInOptions } from '../utils/stylist-sign-in';

type Props = {
  /** What the big button does: sign in, or create an account (`signup`). */
  primary: { label: string; signup: boolean };
  /** The line under it ("No account yet?") and its link, which does the other one. */
  prompt: string;
  secondaryLabel: string;
  /** Passed to every start (an invitation and its address, say). */
  options?: Omit<StylistSignInOptions, 'signup'>;
};

/**
 * The two ways to the provider a stylist's sign-in pages offer (`/login`, `/invitation/:token`): one
 * button, one link for the other way, a spinner while the redirect is prepared and a line when it
 * could not start. Without a configured provider, only that.
 */
export function SignInChoices({ primary, prompt, secondaryLabel, options }: Props) {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [pending, setPending] = useState<'login' | 'signup' | null>(null);
  const [failed, setFailed] = useState(false);

  const start = (signup: boolean) => {
    setPending(signup ? 'signup' : 'login');
    setFailed(false);
    startStylistSignIn(runtime, { ...options, signup }).catch((error: unknown) => {
      console.error('sign-in could not start', error);
      setPending(null);
      setFailed(true);
    });
  };

  if (!runtime.config.oidc)
    return (
      <Text role="alert" c="red.8">
        {t('errors.noProvider')}
      </Text>
    );
  const mine = primary.signup ? 'signup' : 'login';
  return (
    <>
      <Button size="md" fullWidth loading={pending === mine} disabled={pending !== null && pending !== mine} onClick={() => start(primary.signup)}>
        {primary.label}
      </Button>
      {failed && (
        <Text role="alert" c="red.8" size="sm">
          {t('login.startFailed')}
        </Text>
      )}
      <Text size="sm" ta="center">
        {prompt}{' '}
        <Anchor component="button" type="button" onClick={() => start(!primary.signup)} fw={600} disabled={pending !== null}>
          {secondaryLabel}
        </Anchor>
      </Text>
    </>
  );
}
