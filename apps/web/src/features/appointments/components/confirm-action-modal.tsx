import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PendingConfirmation = { title: string; message: string; confirmLabel: string; /** The amount to be charged or refunded, already written in its currency. */
  amount: string | null;
  run: () => void };

type Props = { confirmation: PendingConfirmation | null; pending: boolean; onClose: () => void };

/** Asks before a charge (showing the amount) or a cancellation; the button stays busy until the server answers. */
export function ConfirmActionModal({ confirmation, pending, onClose }: Props) {
  const { t } = useTranslation('appointments');
  return (
    <Modal opened={confirmation !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={confirmation?.title} centered closeOnClickOutside={!pending} closeOnEscape={!pending}>
      {confirmation && (
        <Stack gap="md">
          <Text>{confirmation.message}</Text>
          {confirmation.amount !== null && (
            <Text fw={700} size="xl" data-testid="confirm-amount">
              {t('confirm.amount', { amount: confirmation.amount })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('confirm.back')}
            </Button>
            <Button onClick={confirmation.run} loading={pending} disabled={pending} data-autofocus>
              {confirmation.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
