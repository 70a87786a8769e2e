import { formatDate } from '@chairly/shared/format';
import { Anchor, Box, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useRuntime } from '@/lib/runtime';
import { useMemberInvitation, type MemberInvitationPreview } from '../api/member-invitation';
import { AuthCard } from '../components/auth-card';
import { browserTimeZone } from '../utils/register-form';
import { startStylistSignIn } from '../utils/stylist-sign-in';

/**
 * App host `/invitation/:token` (issue #34): who invites her to which business and as what, then
 * sign-in or sign-up at the provider with the invitation carried through; the callback joins her.
 * An unknown, expired or used link says so plainly; the API checks everything again on accepting.
 */
export default function InvitationPage() {
  const { t } = useTranslation('auth');
  const token = useParams().token ?? '';
  const invitation = useMemberInvitation(token);

  if (invitation.isPending)
    return (
      <AuthCard title={t('invitation.loading')}>
        <Skeleton height={120} />
      </AuthCard>
    );
  if (invitation.isError) {
    const status = invitation.error instanceof ApiError ? invitation.error.status : 0;
    const kind = status === 404 ? 'notFound' : status === 410 ? 'expired' : 'loadFailed';
    return (
      <Box mt="xl">
        <ErrorState
          headingLevel={1}
          title={t(`invitation.${kind}.title`)}
          description={t(`invitation.${kind}.description`)}
          actionLabel={kind === 'loadFailed' ? t('invitation.retry') : undefined}
          onAction={kind === 'loadFailed' ? () => void invitation.refetch() : undefined}
        />
      </Box>
    );
  }
  return <InvitationCard token={token} invitation={invitation.data} />;
}

function InvitationCard({ token, invitation }: { token: string; invitation: MemberInvitationPreview }) {
  const { t, i18n } = useTranslation('auth');
  const runtime = useRuntime();
  const [pending, setPending] = useState<'login' | 'signup' | null>(null);
  const [failed, setFailed] = useState(false);
  const role = t(`invitation.roles.${invitation.role}`);

  const start = (signup: boolean) => {
    setPending(signup ? 'signup' : 'login');
    setFailed(false);
    startStylistSignIn(runtime, { signup, invitation: token, loginHint: invitation.email }).catch((error: unknown) => {
      console.error('sign-in could not start', error);
      setPending(null);
      setFailed(true);
    });
  };

  return (
    <AuthCard title={t('invitation.title', { business: invitation.businessName })}>
      <Stack gap="sm">
        <Text data-testid="invitation-text">
          {t('invitation.text', { inviter: invitation.inviterName, business: invitation.businessName, role })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`invitation.roleHelp.${invitation.role}`)}
        </Text>
        <Paper bg="var(--mantine-color-blue-light)" p="sm" radius="md">
          <Text size="sm">
            {t('invitation.useAddress')}{' '}
            <Text span fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
          </Text>
        </Paper>
        <Text size="sm" c="dimmed">
          {t('invitation.validUntil', { date: formatDate(invitation.expiresAt, i18n.language, browserTimeZone() ?? 'UTC') })}
        </Text>
      </Stack>
      {!runtime.config.oidc ? (
        <Text role="alert" c="red.8">
          {t('errors.noProvider')}
        </Text>
      ) : (
        <>
          <Button size="md" fullWidth loading={pending === 'signup'} disabled={pending === 'login'} onClick={() => start(true)}>
            {t('invitation.signUp')}
          </Button>
          {failed && (
            <Text role="alert" c="red.8" size="sm">
              {t('login.startFailed')}
            </Text>
          )}
          <Text size="sm" ta="center">
            {t('invitation.haveAccount')}{' '}
            <Anchor component="button" type="button" onClick={() => start(false)} fw={600} disabled={pending !== null}>
              {t('invitation.signIn')}
            </Anchor>
          </Text>
        </>
      )}
    </AuthCard>
  );
}
