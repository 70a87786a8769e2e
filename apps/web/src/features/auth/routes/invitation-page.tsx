import { formatDate } from '@chairly/shared/format';
import { Box, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useMemberInvitation, type MemberInvitationPreview } from '../api/member-invitation';
import { AuthCard } from '../components/auth-card';
import { browserTimeZone } from '../utils/register-form';
import { SignInChoices } from '../components/sign-in-choices';

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
  const role = t(`invitation.roles.${invitation.role}`);

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
      <SignInChoices
        primary={{ label: t('invitation.signUp'), signup: true }}
        prompt={t('invitation.haveAccount')}
        secondaryLabel={t('invitation.signIn')}
        options={{ invitation: token, loginHint: invitation.email }}
      />
    </AuthCard>
  );
}
