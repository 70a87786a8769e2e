import type { MemberInvitation } from '@chairly/shared/members/contracts';
import { formatDate } from '@chairly/shared/format';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { useInvitations, useRevokeInvitation } from '../api/invitations';

/** The invitations not yet accepted, each with its expiry and "Revoke" (asked first). */
export function InvitationList() {
  const { t, i18n } = useTranslation('team');
  const invitations = useInvitations();
  const zone = useStylistTimeZone().data ?? 'UTC';
  const [revoking, setRevoking] = useState<MemberInvitation | null>(null);
  const rows = invitations.data?.['hydra:member'] ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invitations-title">
      <Title order={3} size="h4" id="team-invitations-title">
        {t('invitations.title')}
      </Title>
      {invitations.isPending && <Skeleton height={58} />}
      {invitations.isError && (
        <Alert color="red" title={t('invitations.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void invitations.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {invitations.data && rows.length === 0 && <Text size="sm">{t('invitations.empty')}</Text>}
      {rows.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm" radius="md" data-testid="team-invitation-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
                  {invitation.email}
                </Text>
                <Badge variant="light">{t(`roles.${invitation.role}`)}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('invitations.expires', { date: formatDate(invitation.expiresAt, i18n.language, zone) })}
              </Text>
            </Stack>
            <Button variant="default" color="red" onClick={() => setRevoking(invitation)}>
              {t('invitations.revoke')}
            </Button>
          </Group>
        </Paper>
      ))}
      <RevokeDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

function RevokeDialog({ invitation, onClose }: { invitation: MemberInvitation | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const revoke = useRevokeInvitation();
  const confirm = () => {
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        notify.success('team:invitations.revokedToast');
        onClose();
      },
      onError: () => notify.error('team:invitations.revokeFailed'),
    });
  };
  return (
    <Modal opened={invitation !== null} onClose={onClose} closeButtonProps={{ 'aria-label': t('common:close') }} title={t('invitations.revokeTitle')}>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('invitations.revokeText', { email: invitation?.email ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invitations.keep')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={confirm}>
            {t('invitations.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
