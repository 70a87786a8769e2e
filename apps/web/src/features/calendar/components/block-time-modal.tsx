import type { Appointment } from '@chairly/shared/appointments/contracts';
import { MAX_BLOCKED_TIME_NOTE_LENGTH } from '@chairly/shared/blocked-times/contracts';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime, formatWallTime, localDateTimeToIso } from '@chairly/shared/format';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCoveredAppointments, useSaveBlockedTime } from '../api/blocked-times';
import { deleteAppointment } from '../api/delete-appointment';
import { blockRangeError } from '../utils/blocked-events';

/** A range to block (from a selection), or a blocked range being moved, resized or edited (`id`). */
export type BlockDraft = {
  id: number | null;
  /** Wall times `yyyy-MM-ddTHH:mm` in the stylist's zone. */
  start: string;
  end: string;
  note: string;
  /** Called when the stylist leaves without saving (a drag is put back). */
  onAbandon?: () => void;
  /** Whose time a new range blocks (issue #34: selected in her column); absent, the caller's own. */
  memberId?: number;
};

type Props = { draft: BlockDraft | null; timeZone: string; onClose: () => void };

const customerName = (appointment: Appointment, fallback: string) =>
  appointment.customer ? `${appointment.customer.name} ${appointment.customer.lastName}`.trim() || fallback : fallback;

/**
 * "Block time": the range, a note, and the appointments it covers — each kept unless the stylist
 * ticks it to be cancelled (through the appointments' cancel path, which tells the customer).
 */
export function BlockTimeModal({ draft, timeZone, onClose }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const [values, setValues] = useState({ start: '', end: '', note: '' });
  const [cancelIds, setCancelIds] = useState<number[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveBlockedTime();
  useEffect(() => {
    setValues({ start: draft?.start ?? '', end: draft?.end ?? '', note: draft?.note ?? '' });
    setCancelIds([]);
    setFormError(null);
  }, [draft]);

  const rangeError = blockRangeError(values.start, values.end);
  // Asked once the typed range rests a moment (a string, so an unchanged range is not asked again).
  const [settledKey] = useDebouncedValue(rangeError === null ? `${localDateTimeToIso(values.start, timeZone)}|${localDateTimeToIso(values.end, timeZone)}` : '', 250);
  const [startsAt = '', endsAt = ''] = settledKey.split('|');
  const settled = draft !== null && settledKey !== '' ? { startsAt, endsAt } : null;
  const covered = useCoveredAppointments(settled, draft?.memberId);
  const members = covered.data?.['hydra:member'] ?? [];

  const close = () => {
    if (busy) return;
    draft?.onAbandon?.();
    onClose();
  };
  const submit = async () => {
    if (!draft || busy) return;
    if (rangeError) {
      setFormError(rangeError);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const member = draft.id === null && draft.memberId !== undefined ? { memberId: draft.memberId } : {};
      await save.mutateAsync({ id: draft.id, startsAt: localDateTimeToIso(values.start, timeZone), endsAt: localDateTimeToIso(values.end, timeZone), note: values.note.trim(), ...member });
    } catch (error) {
      setBusy(false);
      const key = error instanceof ApiError && error.status === 404 ? 'block.errors.gone' : error instanceof ApiError && error.status === 400 ? 'block.errors.invalid' : 'block.errors.failed';
      setFormError(key);
      return;
    }
    let failed = 0;
    for (const id of cancelIds.filter((id) => members.some((a) => a.id === id))) {
      try {
        await deleteAppointment(id);
      } catch {
        failed += 1;
      }
    }
    setBusy(false);
    notify.success(draft.id === null ? 'calendar:block.toast.blocked' : 'calendar:block.toast.blockMoved');
    if (cancelIds.length > 0 && failed === 0) notify.success('calendar:block.toast.coveredCancelled', { values: { count: cancelIds.length } });
    if (failed > 0) notify.error('calendar:block.toast.coveredCancelFailed', { values: { count: failed } });
    onClose();
  };

  return (
    <Modal opened={draft !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={close} title={t(draft?.id ? 'block.editTitle' : 'block.title')} size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput type="datetime-local" label={t('block.start')} required value={values.start} onChange={(event) => setValues({ ...values, start: event.currentTarget.value })} />
            <TextInput type="datetime-local" label={t('block.end')} required value={values.end} onChange={(event) => setValues({ ...values, end: event.currentTarget.value })} />
          </Group>
          <Textarea
            label={t('block.note')}
            description={t('block.noteHint')}
            maxLength={MAX_BLOCKED_TIME_NOTE_LENGTH}
            value={values.note}
            onChange={(event) => setValues({ ...values, note: event.currentTarget.value })}
            rows={2}
          />
          <Stack gap={6} aria-live="polite" data-testid="covered-appointments">
            {covered.isFetching && members.length === 0 ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t('block.checking')}</Text>
              </Group>
            ) : members.length === 0 ? (
              settled && <Text size="sm" c="dimmed">{t('block.noneCovered')}</Text>
            ) : (
              <>
                <Text size="sm" fw={600}>
                  {t('block.covered', { count: members.length })}
                </Text>
                <Text size="sm">{t('block.coveredHint')}</Text>
                {members.map((appointment) => (
                  <Checkbox
                    key={appointment.id}
                    checked={cancelIds.includes(appointment.id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setCancelIds((ids) => (checked ? [...ids, appointment.id] : ids.filter((id) => id !== appointment.id)));
                    }}
                    label={t('block.cancelOne', {
                      customer: customerName(appointment, t('block.noCustomer')),
                      when: `${formatWallDateTime(appointment.startsAt, i18n.language)} – ${formatWallTime(appointment.endsAt, i18n.language)}`,
                    })}
                  />
                ))}
              </>
            )}
          </Stack>
          {formError && (
            <Alert color="red" role="alert">
              {t(formError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('block.back')}
            </Button>
            <Button type="submit" loading={busy}>
              {cancelIds.length > 0 ? t('block.saveAndCancel', { count: cancelIds.length }) : t(draft?.id ? 'block.saveMove' : 'block.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
