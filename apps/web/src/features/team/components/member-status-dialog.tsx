import type { Member } from '@chairly/shared/members/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateMember } from '../api/members';

/** How many future appointments a refused deactivation names (409 `member_future_appointments`), or null. */
function futureAppointmentsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.reason !== 'member_future_appointments') return null;
  const count = error.body.futureAppointments;
  return typeof count === 'number' ? count : 0;
}

/**
 * Asks before switching a member off (signed out at once, no more sign-in) or on again. The API
 * refuses to switch off a member who still has appointments ahead: the dialog says how many.
 */
export function MemberStatusDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const phone = useMediaQuery('(max-width: 48em)');
  const update = useUpdateMember();
  const [future, setFuture] = useState<number | null>(null);
  const deactivating = member?.active ?? true;
  const close = () => {
    setFuture(null);
    update.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    setFuture(null);
    update.mutate(
      { id: member.id, active: !member.active },
      {
        onSuccess: () => {
          notify.success(deactivating ? 'team:status.deactivatedToast' : 'team:status.reactivatedToast', { values: { name: member.name } });
          close();
        },
        onError: (error) => {
          const count = futureAppointmentsOf(error);
          if (count === null) notify.error('team:status.failed');
          else setFuture(count);
        },
      },
    );
  };

  return (
    <Modal
      opened={member !== null}
      onClose={close}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t(deactivating ? 'status.deactivateTitle' : 'status.reactivateTitle', { name: member?.name ?? '' })}
    >
      <Stack>
        <Text size="sm">{t(deactivating ? 'status.deactivateText' : 'status.reactivateText', { name: member?.name ?? '' })}</Text>
        {future !== null && (
          <Alert color="red" role="alert" title={t('status.futureTitle')}>
            {t('status.future', { count: future, name: member?.name ?? '' })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('status.cancel')}
          </Button>
          <Button color={deactivating ? 'red' : undefined} loading={update.isPending} onClick={confirm}>
            {t(deactivating ? 'status.deactivateConfirm' : 'status.reactivateConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
