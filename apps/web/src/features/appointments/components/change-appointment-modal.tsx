import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { localDateTimeToIso } from '@chairly/shared/format';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/features/services';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateAppointment } from '../api/update-appointment';
import { useAppointmentMoney } from '../hooks/use-appointment-money';

export type ChangeMode = 'move' | 'edit';
type Props = { appointment: AppointmentDetail; mode: ChangeMode | null; timeZone: string; onClose: () => void };

/**
 * Issue #31.4: the appointment page's Move (a new start; the length stays, the customer is told)
 * and Edit (services and note, as PUT /api/appointments/{id} allows).
 */
export function ChangeAppointmentModal({ appointment, mode, timeZone, onClose }: Props) {
  const { t } = useTranslation('appointments');
  const update = useUpdateAppointment();
  const money = useAppointmentMoney(appointment);
  const services = useServices({ itemsPerPage: 100, 'order[name]': 'asc' });
  // The answer's start carries her zone's offset, so its first 16 characters are her wall time.
  const [start, setStart] = useState(appointment.startsAt.slice(0, 16));
  const [chosen, setChosen] = useState(appointment.services.map((s) => String(s.id)));
  const [note, setNote] = useState(appointment.note);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setStart(appointment.startsAt.slice(0, 16));
    setChosen(appointment.services.map((s) => String(s.id)));
    setNote(appointment.note);
    setProblem(null);
  }, [appointment, mode]);

  const save = async () => {
    if (mode === 'move' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start)) return setProblem('change.startMissing');
    if (mode === 'edit' && chosen.length === 0) return setProblem('change.servicesMissing');
    const body = mode === 'move' ? { startsAt: localDateTimeToIso(start, timeZone) } : { services: chosen.map(Number), note: note.trim() };
    try {
      await update.mutateAsync({ id: appointment.id, ...body });
      notify.success(mode === 'move' ? 'appointments:change.moved' : 'appointments:change.saved');
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 409 ? 'change.taken' : 'change.failed');
    }
  };

  const list = services.data?.['hydra:member'] ?? [];
  // A booked service she has since deleted stays choosable here under its booked name.
  const options = [
    ...list.map((s) => ({ value: String(s.id), label: `${s.name} · ${money(s.price)}` })),
    ...appointment.services.filter((s) => !list.some((l) => l.id === s.id)).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <Modal
      opened={mode !== null}
      onClose={() => !update.isPending && onClose()}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      title={t(mode === 'move' ? 'change.moveTitle' : 'change.editTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {mode === 'move' ? (
            <TextInput type="datetime-local" label={t('change.start')} required value={start} onChange={(event) => setStart(event.currentTarget.value)} />
          ) : (
            <>
              <MultiSelect label={t('change.services')} data={options} value={chosen} onChange={setChosen} searchable required />
              <Textarea label={t('change.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} maxRows={6} />
            </>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('change.back')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('change.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
