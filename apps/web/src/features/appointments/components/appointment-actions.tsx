import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { FEE_TYPES } from '@chairly/shared/payments/contracts';
import { Alert, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeeAvailability } from '../api/get-fee-availability';
import { useTransitions } from '../api/get-transitions';
import { ConfirmActionModal } from './confirm-action-modal';
import { useAppointmentActions } from './use-appointment-actions';

// Dark shades: white text on them meets WCAG AA.
const TRANSITION_COLOR = { checkout: 'teal.9', 'no-show': 'pink.9', cancel: 'red.9' } as const;
const FEE_LABEL = { 'no-show-fee': 'actions.noShowFee', 'cancel-fee': 'actions.cancelFee' } as const;

/** The transitions the server allows now, and the fee buttons its availability calls offer. */
export function AppointmentActions({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('appointments');
  const transitions = useTransitions(appointment.id);
  const noShowFee = useFeeAvailability(appointment.id, 'no-show-fee');
  const cancelFee = useFeeAvailability(appointment.id, 'cancel-fee');
  const fees = { 'no-show-fee': noShowFee.data, 'cancel-fee': cancelFee.data };
  const actions = useAppointmentActions(appointment);
  const available = FEE_TYPES.filter((type) => fees[type]?.available);
  const nothing = transitions.data?.length === 0 && available.length === 0;

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('actions.title')}
      </Title>
      {transitions.isPending && <Skeleton height={36} width={220} />}
      {transitions.isError && <Text c="red.8">{t('actions.failed')}</Text>}
      <Group gap="sm" wrap="wrap">
        {transitions.data?.map((transition) => (
          <Button
            key={transition.name}
            color={TRANSITION_COLOR[transition.name]}
            disabled={actions.pending}
            onClick={() => actions.chooseTransition(transition)}
          >
            {t(`actions.${transition.name}`)}
          </Button>
        ))}
        {available.map((type) => (
          <Button key={type} color="grape.8" disabled={actions.pending} onClick={() => actions.chooseFee(type, fees[type]?.amount ?? 0)}>
            {t(FEE_LABEL[type])}
          </Button>
        ))}
      </Group>
      {nothing && <Text c="dimmed">{t('actions.none')}</Text>}
      {actions.errorKey && (
        <Alert color="red" mt="md" title={t('actions.errorTitle')} role="alert">
          {t(actions.errorKey)}
        </Alert>
      )}
      <ConfirmActionModal confirmation={actions.confirmation} pending={actions.pending} onClose={actions.closeConfirmation} />
    </Paper>
  );
}
