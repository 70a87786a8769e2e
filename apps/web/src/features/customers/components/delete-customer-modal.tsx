import type { Customer } from '@chairly/shared/customers/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDeleteCustomer } from '../api/delete-customer';

/** Confirmation before a customer is deleted (their appointments remain). */
export function DeleteCustomerModal({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const remove = useDeleteCustomer();
  const confirm = () => {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: () => {
        notify.success('customers:toast.deleted');
        onClose();
      },
      onError: () => notify.error('customers:toast.deleteFailed'),
    });
  };
  return (
    <Modal opened={customer !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={t('deleteModal.title')} centered>
      {customer && (
        <Stack gap="md">
          <TextInput label={t('fields.fullName')} value={`${customer.name} ${customer.lastName}`.trim()} readOnly variant="filled" />
          <TextInput label={t('fields.email')} value={customer.email} readOnly variant="filled" />
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
