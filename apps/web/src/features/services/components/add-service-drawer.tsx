import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCreateService } from '../api/create-service';
import { emptyServiceValues } from '../utils/service-form';
import { ServiceFormFields } from './service-form-fields';
import { useServiceForm } from './use-service-form';

type AddServiceDrawerProps = { opened: boolean; onClose: () => void };

function AddServiceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('services');
  const create = useCreateService();
  const { form, showServerErrors } = useServiceForm(emptyServiceValues());
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (!showServerErrors(error)) notify.error('services:toast.saveFailed');
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <ServiceFormFields form={form} />
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

/** 'Add New Service' side panel (SPEC §2); a fresh form every time it opens. */
export function AddServiceDrawer({ opened, onClose }: AddServiceDrawerProps) {
  const { t } = useTranslation('services');
  return (
    <Drawer opened={opened} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} position="right" title={t('form.addTitle')} size="md" padding="lg">
      {opened && <AddServiceForm onClose={onClose} />}
    </Drawer>
  );
}
