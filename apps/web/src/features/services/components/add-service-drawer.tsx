import { AddResourceDrawer, onSaveError, ResourceForm } from '@/components/ui/resource/resource-form';
import { useCreateService } from '../api/create-service';
import { emptyServiceValues } from '../utils/service-form';
import { ServiceFormFields } from './service-form-fields';
import { useServiceForm } from './use-service-form';

type AddServiceDrawerProps = { opened: boolean; onClose: () => void };

function AddServiceForm({ onClose }: { onClose: () => void }) {
  const create = useCreateService();
  const { form, showServerErrors } = useServiceForm(emptyServiceValues());
  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onClose, onError: onSaveError('services', showServerErrors) }));
  return (
    <ResourceForm ns="services" onSubmit={onSubmit} pending={create.isPending} action="add" cancel={{ onClick: onClose }}>
      <ServiceFormFields form={form} />
    </ResourceForm>
  );
}

/** 'Add New Service' side panel (docs/product.md §2); a fresh form every time it opens. */
export function AddServiceDrawer({ opened, onClose }: AddServiceDrawerProps) {
  return (
    <AddResourceDrawer ns="services" opened={opened} onClose={onClose}>
      <AddServiceForm onClose={onClose} />
    </AddResourceDrawer>
  );
}
