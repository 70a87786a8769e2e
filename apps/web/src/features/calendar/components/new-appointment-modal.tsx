import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallTime, localDateTimeToIso } from '@chairly/shared/format';
import { useAppointmentMoney } from '@/features/appointments';
import { useServices } from '../api/get-services';
import { endOf, totalsOf } from '../utils/appointment-totals';
import { CustomerPicker } from './customer-picker';
import { NewCustomerFields } from './new-customer-fields';
import { noRepeat, RepeatSection } from './repeat-section';
import { emptyCustomer, useNewAppointment, type NewAppointmentValues } from './use-new-appointment';
import { useRepeat } from './use-repeat';

/** Issue #31.4: the form opened for a customer and services ("Book again" on an appointment's page). */
export type NewAppointmentPrefill = { customerId: string; customerLabel: string; services: string[] };
/** `memberId`: the member whose column the time was selected in (issue #34). */
type Props = { start: string | null; prefill?: NewAppointmentPrefill | null; timeZone: string; memberId?: number; onClose: () => void };

/** The prefill of the calendar's `?new=1&customer=…&name=…&services=…` link; null when it names no customer. */
export function prefillOf(params: URLSearchParams): NewAppointmentPrefill | null {
  const customerId = params.get('customer') ?? '';
  if (!/^\d+$/.test(customerId)) return null;
  const services = (params.get('services') ?? '').split(',').filter((id) => /^\d+$/.test(id));
  return { customerId, customerLabel: params.get('name') ?? '', services };
}

const initial = (start: string, prefill?: NewAppointmentPrefill | null): NewAppointmentValues => ({
  customerId: prefill?.customerId ?? null,
  addingCustomer: false,
  newCustomer: emptyCustomer,
  services: prefill?.services ?? [],
  start,
  note: '',
});

/** "New appointment": customer (existing or new), services, start; end and amount follow from the services. */
export function NewAppointmentModal({ start, prefill, timeZone, memberId, onClose }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const [values, setValues] = useState<NewAppointmentValues>(initial(start ?? '', prefill));
  const services = useServices(start !== null);
  const money = useAppointmentMoney();
  const form = useNewAppointment(timeZone, onClose, memberId);
  const repeat = useRepeat();
  const resetRepeat = repeat.onChange;
  useEffect(() => {
    setValues(initial(start ?? '', prefill));
    resetRepeat(noRepeat);
  }, [start, prefill]); // eslint-disable-line react-hooks/exhaustive-deps
  // Dates checked for another start or other services are checked again (issue #19.3).
  const { invalidate } = repeat;
  const serviceKey = values.services.join(',');
  useEffect(() => invalidate(), [values.start, serviceKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const list = services.data?.['hydra:member'] ?? [];
  const totals = totalsOf(list, values.services.map(Number));
  const validStart = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(values.start);
  const end = validStart && totals.minutes > 0 ? endOf(localDateTimeToIso(values.start, timeZone), totals.minutes) : null;
  const set = (change: Partial<NewAppointmentValues>) => setValues((current) => ({ ...current, ...change }));
  const error = (key: keyof typeof form.errors) => (form.errors[key] ? t(form.errors[key]) : undefined);
  const loadDates = () => {
    const customerId = !values.addingCustomer && values.customerId ? Number(values.customerId) : undefined;
    if (!form.check(values, ['services', 'start'])) return;
    // Issue #34: checked against the calendar of the member whose column it was selected in.
    return repeat.load({ ...(customerId ? { customerId } : {}), ...(memberId === undefined ? {} : { memberId }), services: values.services.map(Number), startsAt: localDateTimeToIso(values.start, timeZone) });
  };

  return (
    <Modal opened={start !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={() => !form.pending && onClose()} title={t('form.title')} size="lg" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const plan = repeat.values.enabled ? repeat.plan() : undefined;
          void form.submit(values, plan && ('error' in plan ? plan : { ...plan, onTaken: () => void loadDates() }));
        }}
      >
        <Stack gap="sm">
          {values.addingCustomer ? (
            <NewCustomerFields value={values.newCustomer} onChange={(newCustomer) => set({ newCustomer })} error={error('customer')} />
          ) : (
            <CustomerPicker
              value={values.customerId}
              known={prefill && prefill.customerId === values.customerId ? { value: prefill.customerId, label: prefill.customerLabel } : undefined}
              onChange={(customerId) => set({ customerId })}
              error={error('customer')}
            />
          )}
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => set({ addingCustomer: !values.addingCustomer })}>
            {values.addingCustomer ? t('form.chooseExisting') : t('form.addCustomer')}
          </Button>
          <MultiSelect
            label={t('form.services')}
            placeholder={values.services.length ? undefined : t('form.servicesPlaceholder')}
            data={list.map((service) => ({ value: String(service.id), label: `${service.name} · ${money(service.price)} · ${t('form.minutes', { count: service.duration })}` }))}
            value={values.services}
            onChange={(chosen) => set({ services: chosen })}
            searchable
            required
            error={error('services')}
            nothingFoundMessage={services.isPending ? t('form.searching') : t('form.noServices')}
          />
          <TextInput type="datetime-local" label={t('form.start')} required value={values.start} onChange={(event) => set({ start: event.currentTarget.value })} error={error('start')} />
          <Group gap="lg" aria-live="polite">
            <Text size="sm">
              {t('form.ends')}: <strong data-testid="new-appointment-end">{end ? formatWallTime(end, i18n.language) : '—'}</strong>
            </Text>
            <Text size="sm">
              {t('form.amount')}: <strong data-testid="new-appointment-amount">{money(totals.amount)}</strong>
            </Text>
          </Group>
          <RepeatSection
            values={repeat.values}
            onChange={repeat.onChange}
            preview={repeat.preview}
            loading={repeat.loading}
            error={repeat.error}
            onPreview={() => void loadDates()}
            choices={repeat.choices}
            onChoose={repeat.choose}
          />
          <Textarea label={t('form.note')} value={values.note} onChange={(event) => set({ note: event.currentTarget.value })} autosize minRows={2} maxRows={5} />
          {form.errors.form && (
            <Alert color="red" role="alert">
              {t(form.errors.form)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
