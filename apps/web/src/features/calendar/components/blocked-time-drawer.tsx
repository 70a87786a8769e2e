import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import { Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime } from '@chairly/shared/format';
import { notify } from '@/lib/notify';
import { useDeleteBlockedTime } from '../api/blocked-times';

type Props = { blockedTime: BlockedTime | null; onEdit: (blockedTime: BlockedTime) => void; onClose: () => void };

/** A clicked blocked range: when, its note, edit, and delete after a confirmation (its time is free again). */
export function BlockedTimeDrawer({ blockedTime, onEdit, onClose }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const remove = useDeleteBlockedTime();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    if (!blockedTime || remove.isPending) return;
    try {
      await remove.mutateAsync(blockedTime.id);
      notify.success('calendar:block.toast.blockDeleted');
      setConfirming(false);
      onClose();
    } catch {
      notify.error('calendar:block.toast.blockDeleteFailed');
    }
  };

  return (
    <>
      <Drawer opened={blockedTime !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} position="right" title={t('blocked.title')} size="sm">
        {blockedTime && (
          <Stack gap="sm">
            <Text>
              {formatWallDateTime(blockedTime.startsAt, i18n.language)} – {formatWallDateTime(blockedTime.endsAt, i18n.language)}
            </Text>
            <Text size="sm" c={blockedTime.note ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {blockedTime.note || t('blocked.noNote')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('blocked.hint')}
            </Text>
            <Group mt="md">
              <Button onClick={() => onEdit(blockedTime)}>{t('blocked.edit')}</Button>
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('blocked.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer>
      <Modal opened={confirming} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={() => !remove.isPending && setConfirming(false)} title={t('blocked.deleteTitle')} centered>
        <Stack>
          <Text>{t('blocked.deleteMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('delete.back')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirmDelete()}>
              {t('blocked.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
