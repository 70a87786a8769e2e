import { AddResourceDrawer, onSaveError, ResourceForm } from '@/components/ui/resource/resource-form';
import { useStylistCountry } from '@/lib/stylist-profile';
import { notify } from '@/lib/notify';
import { useCreateCustomer } from '../api/create-customer';
import { emptyCustomerValues } from '../utils/customer-form';
import { CustomerFormFields } from './customer-form-fields';
import { useCustomerForm } from './use-customer-form';

function AddCustomerForm({ onClose }: { onClose: () => void }) {
  const create = useCreateCustomer();
  const { form, showServerErrors } = useCustomerForm(emptyCustomerValues(), useStylistCountry());
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success('customers:toast.added');
        onClose();
      },
      onError: onSaveError('customers', showServerErrors),
    }),
  );
  return (
    <ResourceForm ns="customers" onSubmit={onSubmit} pending={create.isPending} action="add" cancel={{ onClick: onClose }}>
      <CustomerFormFields form={form} />
    </ResourceForm>
  );
}

export function AddCustomerDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AddResourceDrawer ns="customers" opened={opened} onClose={onClose}>
      <AddCustomerForm onClose={onClose} />
    </AddResourceDrawer>
  );
}
