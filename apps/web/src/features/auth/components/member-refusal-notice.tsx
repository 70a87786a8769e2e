import { Box, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { useRuntime } from '@/lib/runtime';
import type { MemberSignInRefused } from '../utils/login-error';
import { startStylistSignIn } from '../utils/stylist-sign-in';

/**
 * Why she could not join or enter a business (issue #34), and the way forward: another account
 * where the account was the problem (asked for the password again, not the provider's session).
 */
export function MemberRefusalNotice({ refused }: { refused: MemberSignInRefused }) {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const [failed, setFailed] = useState(false);
  const accountProblem =
    refused.refusal === 'invitation_other_address' || refused.refusal === 'already_in_business' || refused.refusal === 'member_inactive';
  const retry = () => {
    setFailed(false);
    startStylistSignIn(runtime, { invitation: refused.invitation, anotherAccount: true }).catch(() => setFailed(true));
  };
  return (
    <Box mt="xl">
      <ErrorState
        headingLevel={1}
        title={t(`memberRefusal.${refused.refusal}.title`)}
        description={t(`memberRefusal.${refused.refusal}.description`)}
        actionLabel={accountProblem ? t('memberRefusal.anotherAccount') : undefined}
        onAction={accountProblem ? retry : undefined}
        extra={
          <>
            {failed && <Box c="red.8">{t('login.startFailed')}</Box>}
            <Button component="a" href={runtime.originOf(null)} variant="subtle">
              {t('memberRefusal.home')}
            </Button>
          </>
        }
      />
    </Box>
  );
}
