import type { Customer } from '@chairly/shared/customers/contracts';
import { Badge, Button, Container, Group, Loader, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerAppointments } from '../components/customer-appointments';
import { CustomerFormFields } from '../components/customer-form-fields';
import { useCustomerForm } from '../components/use-customer-form';
import { customerToValues } from '../utils/customer-form';

function EditCustomerForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const update = useUpdateCustomer(customer.id);
  const { form, showServerErrors } = useCustomerForm(customerToValues(customer));
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success('customers:toast.updated');
        void navigate(paths.customerList());
      },
      onError: (error) => {
        if (!showServerErrors(error)) notify.error('customers:toast.saveFailed');
      },
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <CustomerFormFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.customerList()}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /apps/customers/:id/edit: the customer's fields, then their appointment history. */
export default function CustomerEditPage() {
  const { t } = useTranslation('customers');
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const navigate = useNavigate();
  const notFound = !Number.isInteger(id) || (customer.error instanceof ApiError && customer.error.status === 404);
  const content = () => {
    if (notFound)
      return <ErrorState title={t('notFound.title')} description={t('notFound.description')} actionLabel={t('notFound.back')} onAction={() => void navigate(paths.customerList())} />;
    if (customer.isPending) return <PageLoader />;
    if (customer.isError)
      return <ErrorState title={t('loadFailed.title')} description={t('loadFailed.description')} actionLabel={t('loadFailed.retry')} onAction={() => void customer.refetch()} />;
    return (
      <>
        <EditCustomerForm customer={customer.data} />
        <Suspense fallback={<Loader size="sm" mt="lg" />}>
          <CustomerAppointments customerId={customer.data.id} />
        </Suspense>
      </>
    );
  };
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('form.editTitle')}
      </Title>
      {content()}
    </Container>
  );
}
