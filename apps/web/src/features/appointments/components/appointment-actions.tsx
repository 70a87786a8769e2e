import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { FEE_TYPES } from '@chairly/shared/payments/contracts';
import { Alert, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFeeAvailability } from '../api/get-fee-availability';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { useTransitions } from '../api/get-transitions';
import { ChangeAppointmentModal, type ChangeMode } from './change-appointment-modal';
import { ConfirmActionModal } from './confirm-action-modal';
import { useAppointmentActions } from './use-appointment-actions';

// Dark shades: white text on them meets WCAG AA.
const TRANSITION_COLOR = { checkout: 'teal.9', 'no-show': 'pink.9', cancel: 'red.9' } as const;
const FEE_LABEL = { 'no-show-fee': 'actions.noShowFee', 'cancel-fee': 'actions.cancelFee' } as const;

/** The calendar's new-appointment form, opened for this customer and these services (issue #31.4). */
const bookAgainPath = (customer: { id: number; name: string; lastName: string }, services: number[]) =>
  `${paths.calendar()}?${new URLSearchParams({ new: '1', customer: String(customer.id), name: `${customer.name} ${customer.lastName}`.trim(), services: services.join(',') })}`;

/** The transitions the server allows now, the fee buttons its availability calls offer, and move, edit and book again. */
export function AppointmentActions({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('appointments');
  const transitions = useTransitions(appointment.id);
  const noShowFee = useFeeAvailability(appointment.id, 'no-show-fee');
  const cancelFee = useFeeAvailability(appointment.id, 'cancel-fee');
  const fees = { 'no-show-fee': noShowFee.data, 'cancel-fee': cancelFee.data };
  const actions = useAppointmentActions(appointment);
  const available = FEE_TYPES.filter((type) => fees[type]?.available);
  const nothing = transitions.data?.length === 0 && available.length === 0;
  // Issue #31.4: a booked appointment can be moved and edited; any with a customer booked again.
  const changeable = appointment.state === 'booked';
  const [changing, setChanging] = useState<ChangeMode | null>(null);
  const timeZone = useStylistTimeZone();

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
      {(changeable || appointment.customer) && (
        <Group gap="sm" wrap="wrap" mt={transitions.data?.length || available.length ? 'sm' : 0}>
          {changeable && (
            <>
              <Button variant="default" onClick={() => setChanging('move')}>
                {t('actions.move')}
              </Button>
              <Button variant="default" onClick={() => setChanging('edit')}>
                {t('actions.edit')}
              </Button>
            </>
          )}
          {appointment.customer && (
            <Button variant="default" component={Link} to={bookAgainPath(appointment.customer, appointment.services.map((s) => s.id))}>
              {t('actions.bookAgain')}
            </Button>
          )}
        </Group>
      )}
      {nothing && !changeable && !appointment.customer && <Text c="dimmed">{t('actions.none')}</Text>}
      {actions.errorKey && (
        <Alert color="red" mt="md" title={t('actions.errorTitle')} role="alert">
          {t(actions.errorKey)}
        </Alert>
      )}
      <ConfirmActionModal confirmation={actions.confirmation} pending={actions.pending} onClose={actions.closeConfirmation} />
      {changeable && timeZone.data && <ChangeAppointmentModal appointment={appointment} mode={changing} timeZone={timeZone.data} onClose={() => setChanging(null)} />}
    </Paper>
  );
}
