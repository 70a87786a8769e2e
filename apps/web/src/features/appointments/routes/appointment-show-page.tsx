import { Anchor, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAppointment } from '../api/get-appointment';
import { AppointmentActions } from '../components/appointment-actions';
import { AppointmentSummary } from '../components/appointment-summary';
import { CardOnFile } from '../components/card-on-file';
import { DepositCard } from '../components/deposit-card';
import { StateHistory } from '../components/state-history';

/** /apps/appointment/:id/show: the appointment, its history, the card on file, and what can be done now. */
export default function AppointmentShowPage() {
  const { t } = useTranslation('appointments');
  const id = Number(useParams().id);
  const appointment = useAppointment(id);

  if (appointment.isPending) return <PageLoader />;
  if (appointment.isError) {
    const missing = appointment.error instanceof ApiError && appointment.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <ErrorState
          title={t(missing ? 'detail.notFound' : 'detail.loadFailed')}
          description={t(missing ? 'detail.notFoundHint' : 'list.loadFailedHint')}
          actionLabel={missing ? undefined : t('retry')}
          onAction={missing ? undefined : () => void appointment.refetch()}
          extra={<Anchor component={Link} to={paths.appointmentList()}>{t('detail.backToList')}</Anchor>}
        />
      </Container>
    );
  }
  const data = appointment.data;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Title order={1} size="h2">
          {t('detail.title')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={paths.calendar()}>
            {t('detail.backToCalendar')}
          </Anchor>
          <Anchor component={Link} to={paths.appointmentList()}>
            {t('detail.backToList')}
          </Anchor>
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <AppointmentSummary appointment={data} />
            <AppointmentActions appointment={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <CardOnFile appointmentId={data.id} />
            <DepositCard appointment={data} />
            <StateHistory changes={data.stateChanges} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
