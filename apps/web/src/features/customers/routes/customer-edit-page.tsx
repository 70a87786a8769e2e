import type { Customer } from '@chairly/shared/customers/contracts';
import { Badge, Group, Loader, LoadingOverlay, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceEditPage } from '@/components/ui/resource/resource-edit-page';
import { onSaveError, ResourceForm } from '@/components/ui/resource/resource-form';
import { paths } from '@/config/paths';
import { EraseCustomerButton } from '@/features/privacy';
import { useStylistCountry } from '@/lib/stylist-profile';
import { notify } from '@/lib/notify';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerAppointments } from '../components/customer-appointments';
import { CustomerFormFields } from '../components/customer-form-fields';
import { CustomerLanguage } from '../components/customer-language';
import { useCustomerForm } from '../components/use-customer-form';
import { customerToValues } from '../utils/customer-form';

function EditCustomerForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const update = useUpdateCustomer(customer.id);
  const country = useStylistCountry();
  const { form, showServerErrors } = useCustomerForm(customerToValues(customer, country), country);
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success('customers:toast.updated');
        void navigate(paths.customerList());
      },
      onError: onSaveError('customers', showServerErrors),
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" pos="relative" maw={720}>
      <LoadingOverlay visible={update.isPending} />
      {customer.deleted && (
        <Badge color="gray" mb="md">
          {t('deletedBadge')}
        </Badge>
      )}
      <CustomerLanguage language={customer.language} />
      <ResourceForm ns="customers" onSubmit={onSubmit} pending={update.isPending} action="save" cancel={{ to: paths.customerList() }}>
        <CustomerFormFields form={form} />
      </ResourceForm>
      {/* Issue #32.2: erasure (D45), kept apart from saving. */}
      <Group justify="flex-end" mt="lg">
        <EraseCustomerButton customerId={customer.id} onErased={() => void navigate(paths.customerList())} />
      </Group>
    </Paper>
  );
}

/** /apps/customers/:id/edit: the customer's fields, then their appointment history. */
export default function CustomerEditPage() {
  return (
    <ResourceEditPage ns="customers" useItem={useCustomer} listPath={paths.customerList()}>
      {(customer) => (
        <>
          <EditCustomerForm customer={customer} />
          <Suspense fallback={<Loader size="sm" mt="lg" />}>
            <CustomerAppointments customerId={customer.id} />
          </Suspense>
        </>
      )}
    </ResourceEditPage>
  );
}
