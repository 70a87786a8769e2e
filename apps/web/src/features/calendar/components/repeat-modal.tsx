import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime } from '@chairly/shared/format';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateSeries } from '../api/appointment-series';
import { takenOccurrence } from '../utils/series-choices';
import { RepeatSection } from './repeat-section';
import { useRepeat } from './use-repeat';

type Props = { appointment: CalendarAppointment; opened: boolean; onClose: () => void; onDone: () => void };

/** Repeating a booked appointment (issue #19.3): it becomes the first date of the series. */
export function RepeatModal({ appointment, opened, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const repeat = useRepeat({ enabled: true, everyWeeks: 4, end: 'count', count: 4, until: '' });
  const create = useCreateSeries();
  const [error, setError] = useState<string | undefined>();
  const base = { customerId: appointment.customer?.id ?? 0, services: appointment.services.map((s) => s.id), appointmentId: appointment.id };
  const load = () => repeat.load({ ...base, startsAt: appointment.startsAt });

  const save = async () => {
    const plan = repeat.plan();
    if ('error' in plan) return setError(plan.error);
    setError(undefined);
    try {
      await create.mutateAsync({ ...base, note: appointment.note, everyWeeks: plan.everyWeeks, occurrences: plan.starts.map(({ startsAt }) => ({ startsAt })) });
      notify.success('calendar:repeat.created', { values: { count: plan.starts.length + 1 } });
      onDone();
    } catch (caught) {
      const taken = caught instanceof ApiError && caught.status === 409 && takenOccurrence(caught.fields, plan.starts);
      setError(taken ? 'repeat.errors.taken' : 'repeat.errors.createFailed');
      if (taken) void load();
    }
  };

  return (
    <Modal opened={opened} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={() => !create.isPending && onClose()} title={t('repeat.title')} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">{t('repeat.from', { when: formatWallDateTime(appointment.startsAt, i18n.language) })}</Text>
        <RepeatSection
          alwaysOn
          values={repeat.values}
          onChange={repeat.onChange}
          preview={repeat.preview}
          loading={repeat.loading}
          error={repeat.error}
          onPreview={() => void load()}
          choices={repeat.choices}
          onChoose={repeat.choose}
        />
        {error && (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
          <Button loading={create.isPending} onClick={() => void save()}>
            {t('repeat.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
