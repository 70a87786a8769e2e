import type { Service } from '@chairly/shared/services/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDeleteService } from '../api/delete-service';
import { formatPrice } from '../utils/service-form';

type DeleteServiceModalProps = { service: Service | null; onClose: () => void };

/** 'Delete service' confirmation with the service's read-only name, price and duration (SPEC §2). */
export function DeleteServiceModal({ service, onClose }: DeleteServiceModalProps) {
  const { t } = useTranslation('services');
  const remove = useDeleteService();
  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: () => {
        notify.success('services:toast.deleted');
        onClose();
      },
      onError: () => notify.error('services:toast.deleteFailed'),
    });
  };
  return (
    <Modal opened={service !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={t('deleteModal.title')} centered>
      {service && (
        <Stack gap="md">
          <TextInput label={t('fields.name')} value={service.name} readOnly variant="filled" />
          <TextInput label={t('fields.price')} value={formatPrice(service.price)} readOnly variant="filled" />
          <TextInput label={t('fields.duration')} value={t('minutes', { count: service.duration })} readOnly variant="filled" />
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
