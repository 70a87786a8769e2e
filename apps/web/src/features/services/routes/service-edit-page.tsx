import type { Service } from '@chairly/shared/services/contracts';
import { LoadingOverlay, Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ResourceEditPage } from '@/components/ui/resource/resource-edit-page';
import { onSaveError, ResourceForm } from '@/components/ui/resource/resource-form';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { ServiceFormFields } from '../components/service-form-fields';
import { useServiceForm } from '../components/use-service-form';
import { serviceToValues } from '../utils/service-form';

function EditServiceForm({ service }: { service: Service }) {
  const navigate = useNavigate();
  const update = useUpdateService(service.id);
  const { form, showServerErrors } = useServiceForm(serviceToValues(service));
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success('services:toast.updated');
        void navigate(paths.serviceList());
      },
      onError: onSaveError('services', showServerErrors),
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" pos="relative" maw={560}>
      <LoadingOverlay visible={update.isPending} />
      <ResourceForm ns="services" onSubmit={onSubmit} pending={update.isPending} action="save" cancel={{ to: paths.serviceList() }}>
        <ServiceFormFields form={form} />
      </ResourceForm>
    </Paper>
  );
}

/** /apps/services/:id/edit: the same fields and rules as the add panel. */
export default function ServiceEditPage() {
  return (
    <ResourceEditPage ns="services" useItem={useService} listPath={paths.serviceList()}>
      {(service) => <EditServiceForm service={service} />}
    </ResourceEditPage>
  );
}
