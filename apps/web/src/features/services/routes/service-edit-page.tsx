import type { Service } from '@chairly/shared/services/contracts';
import { Button, Container, Group, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { ServiceFormFields } from '../components/service-form-fields';
import { useServiceForm } from '../components/use-service-form';
import { serviceToValues } from '../utils/service-form';

function EditServiceForm({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const update = useUpdateService(service.id);
  const { form, showServerErrors } = useServiceForm(serviceToValues(service));
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success('services:toast.updated');
        void navigate(paths.serviceList());
      },
      onError: (error) => {
        if (!showServerErrors(error)) notify.error('services:toast.saveFailed');
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" pos="relative" maw={560}>
      <LoadingOverlay visible={update.isPending} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <ServiceFormFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.serviceList()}>
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

/** /apps/services/:id/edit: the same fields and rules as the add panel. */
export default function ServiceEditPage() {
  const { t } = useTranslation('services');
  const id = Number(useParams().id);
  const service = useService(id);
  const navigate = useNavigate();
  const notFound = !Number.isInteger(id) || (service.error instanceof ApiError && service.error.status === 404);
  const content = () => {
    if (notFound)
      return <ErrorState title={t('notFound.title')} description={t('notFound.description')} actionLabel={t('notFound.back')} onAction={() => void navigate(paths.serviceList())} />;
    if (service.isPending) return <PageLoader />;
    if (service.isError)
      return <ErrorState title={t('loadFailed.title')} description={t('loadFailed.description')} actionLabel={t('loadFailed.retry')} onAction={() => void service.refetch()} />;
    return <EditServiceForm service={service.data} />;
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
