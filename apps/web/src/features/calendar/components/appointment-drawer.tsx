import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { CancelScope } from '@chairly/shared/appointments/series';
import { Button, Drawer, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatWallDateTime, formatWallTime } from '@chairly/shared/format';
import { StateBadge, useAppointmentMoney } from '@/features/appointments';
import { notify } from '@/lib/notify';
import { useDeleteAppointment } from '../api/delete-appointment';
import { RepeatModal } from './repeat-modal';

type Props = { appointment: CalendarAppointment | null; onClose: () => void };

/** A clicked appointment: its summary, a link to its detail, and delete (cancel) after a confirmation. */
export function AppointmentDrawer({ appointment, onClose }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const remove = useDeleteAppointment();
  const money = useAppointmentMoney(appointment);
  const [confirming, setConfirming] = useState(false);
  // Issue #19.3: an occurrence of a series is cancelled alone or with the ones after it.
  const [scope, setScope] = useState<CancelScope>('this');
  const [repeating, setRepeating] = useState(false);
  const canRepeat = appointment?.state === 'booked' && appointment.seriesId === undefined && appointment.customer !== null;
  const canDelete = appointment?.state === 'booked' || appointment?.state === 'held';
  const customer = appointment?.customer ? `${appointment.customer.name} ${appointment.customer.lastName}`.trim() : '—';

  const confirmDelete = async () => {
    if (!appointment || remove.isPending) return;
    try {
      await remove.mutateAsync({ id: appointment.id, scope: appointment.seriesId === undefined ? 'this' : scope });
      notify.success(scope === 'following' && appointment.seriesId !== undefined ? 'calendar:repeat.cancelledFollowing' : 'calendar:toast.deleted');
      setConfirming(false);
      onClose();
    } catch {
      notify.error('calendar:toast.deleteFailed');
    }
  };

  return (
    <>
      <Drawer opened={appointment !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} position="right" title={t('drawer.title')} size="sm">
        {appointment && (
          <Stack gap="sm">
            <StateBadge state={appointment.state} />
            <Text fw={600}>{customer}</Text>
            <Text>
              {formatWallDateTime(appointment.startsAt, i18n.language)} – {formatWallTime(appointment.endsAt, i18n.language)}
            </Text>
            <Text size="sm">{appointment.services.map((service) => service.name).join(', ')}</Text>
            <Text fw={600}>{money(appointment.amount)}</Text>
            {appointment.note && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{appointment.note}</Text>}
            <Group mt="md">
              <Button component={Link} to={paths.appointmentShow(appointment.id)}>
                {t('drawer.open')}
              </Button>
              {canRepeat && (
                <Button variant="default" onClick={() => setRepeating(true)}>
                  {t('repeat.action')}
                </Button>
              )}
              {canDelete && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => {
                    setScope('this');
                    setConfirming(true);
                  }}
                >
                  {t('drawer.delete')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Drawer>
      <Modal opened={confirming} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={() => !remove.isPending && setConfirming(false)} title={t('delete.title')} centered>
        <Stack>
          <Text>{t('delete.message', { customer })}</Text>
          {appointment?.seriesId !== undefined && (
            <Radio.Group label={t('repeat.cancelScope')} value={scope} onChange={(value) => setScope(value as CancelScope)}>
              <Stack gap="xs" mt="xs">
                <Radio value="this" label={t('repeat.cancelThis')} />
                <Radio value="following" label={t('repeat.cancelFollowing')} />
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('delete.back')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirmDelete()}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {appointment && canRepeat && (
        <RepeatModal
          appointment={appointment}
          opened={repeating}
          onClose={() => setRepeating(false)}
          onDone={() => {
            setRepeating(false);
            onClose();
          }}
        />
      )}
    </>
  );
}
