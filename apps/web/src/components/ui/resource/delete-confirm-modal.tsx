import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

/** A read-only field that tells the user which row they are about to delete. */
export type DeleteField = { label: string; value: string };

export type DeleteConfirmModalProps<T extends { id: number }> = {
  ns: string;
  item: T | null;
  onClose: () => void;
  useDelete: () => UseMutationResult<unknown, unknown, number>;
  fields: (item: T, t: TFunction) => DeleteField[];
};

/** '<ns>:deleteModal' confirmation: the row's read-only fields, then cancel and confirm; toasts the outcome. */
export function DeleteConfirmModal<T extends { id: number }>({ ns, item, onClose, useDelete, fields }: DeleteConfirmModalProps<T>) {
  const { t } = useTranslation(ns);
  const remove = useDelete();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify.success(`${ns}:toast.deleted`);
        onClose();
      },
      onError: () => notify.error(`${ns}:toast.deleteFailed`),
    });
  };
  return (
    <Modal opened={item !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={t('deleteModal.title')} centered>
      {item && (
        <Stack gap="md">
          {fields(item, t).map((field) => (
            <TextInput key={field.label} label={field.label} value={field.value} readOnly variant="filled" />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('deleteModal.cancel')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending} data-autofocus>
              {t('deleteModal.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
