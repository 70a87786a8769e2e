import type { Member } from '@chairly/shared/members/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useMembers, useUpdateMember } from '../api/members';
import { initialsOf } from '../utils/initials';
import { MemberServicesDialog } from './member-services-dialog';
import { MemberStatusDialog } from './member-status-dialog';

const INVITED_ROLE_OPTIONS = ['manager', 'staff'] as const;

/**
 * The members, the owner first; `manages`: the owner's controls (role, deactivate, reactivate);
 * `services`: each row opens the editor of the services she performs (owners and managers, D63).
 */
export function MemberList({
  manages,
  services = false,
}: {
  manages: boolean;
  services?: boolean;
}) {
  const { t } = useTranslation('team');
  const members = useMembers();
  const [changing, setChanging] = useState<Member | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const rows = members.data?.['hydra:member'] ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-title">
      <Title order={3} size="h4" id="team-members-title">
        {t('members.title')}
      </Title>
      {members.isPending && <Skeleton height={64} />}
      {members.isError && (
        <Alert color="red" title={t('members.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void members.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {members.data && rows.length <= 1 && <Text size="sm">{t('members.onlyYou')}</Text>}
      {rows.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          manages={manages}
          onStatus={() => setChanging(member)}
          onServices={services ? () => setEditing(member) : undefined}
        />
      ))}
      <MemberStatusDialog member={changing} onClose={() => setChanging(null)} />
      <MemberServicesDialog member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

type RowProps = {
  member: Member;
  manages: boolean;
  onStatus: () => void;
  onServices: (() => void) | undefined;
};

function MemberRow({ member, manages, onStatus, onServices }: RowProps) {
  const { t } = useTranslation('team');
  const update = useUpdateMember();
  const controls = manages && member.role !== 'owner';
  const changeRole = (role: string | null) => {
    if (!role || role === member.role) return;
    update.mutate(
      { id: member.id, role: role as Member['role'] },
      {
        onSuccess: () =>
          notify.success('team:members.roleChangedToast', { values: { name: member.name } }),
        onError: () => notify.error('team:members.roleFailed'),
      },
    );
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="team-member-row"
      opacity={member.active ? 1 : 0.75}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={member.photo} alt="" radius="xl" color="blue">
            {initialsOf(member.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.name}
              </Text>
              {!controls && <Badge variant="light">{t(`roles.${member.role}`)}</Badge>}
              {!member.active && (
                <Badge color="gray" variant="outline">
                  {t('members.inactive')}
                </Badge>
              )}
            </Group>
            <Text
              size="sm"
              c="dimmed"
              dir="ltr"
              style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
            >
              {member.email}
            </Text>
          </Stack>
        </Group>
        {(controls || onServices) && (
          <Group gap="xs" wrap="wrap">
            {onServices && (
              <Button
                variant="default"
                onClick={onServices}
                aria-label={t('services.openFor', { name: member.name })}
              >
                {t('services.open')}
              </Button>
            )}
            {controls && (
              <>
                <Select
                  aria-label={t('members.roleOf', { name: member.name })}
                  allowDeselect={false}
                  data={INVITED_ROLE_OPTIONS.map((role) => ({
                    value: role,
                    label: t(`roles.${role}`),
                  }))}
                  value={member.role}
                  onChange={changeRole}
                  disabled={update.isPending || !member.active}
                  w={170}
                />
                <Button
                  variant="default"
                  color={member.active ? 'red' : undefined}
                  onClick={onStatus}
                >
                  {t(member.active ? 'members.deactivate' : 'members.reactivate')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
