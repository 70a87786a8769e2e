import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCreateCustomer } from '../api/create-customer';
import { emptyCustomerValues } from '../utils/customer-form';
import { CustomerFormFields } from './customer-form-fields';
import { useCustomerForm } from './use-customer-form';

function AddCustomerForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers');
  const create = useCreateCustomer();
  const { form, showServerErrors } = useCustomerForm(emptyCustomerValues());
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success('customers:toast.added');
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(error)) notify.error('customers:toast.saveFailed');
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <CustomerFormFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('form.saving') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AddCustomerDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('customers');
  return (
    <Drawer opened={opened} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} position="right" title={t('form.addTitle')} size="md" padding="lg">
      {opened && <AddCustomerForm onClose={onClose} />}
    </Drawer>
  );
}
