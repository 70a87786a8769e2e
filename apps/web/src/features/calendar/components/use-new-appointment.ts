import { useState } from 'react';
import { localDateTimeToIso } from '@chairly/shared/format';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateSeries } from '../api/appointment-series';
import { useCreateAppointment } from '../api/create-appointment';
import { useCreateCustomer } from '../api/create-customer';
import { takenOccurrence } from '../utils/series-choices';

export type NewCustomer = { name: string; lastName: string; email: string; phone: string };
export type NewAppointmentValues = {
  customerId: string | null;
  addingCustomer: boolean;
  newCustomer: NewCustomer;
  services: string[];
  start: string;
  note: string;
};
export type FormErrors = Partial<Record<'customer' | 'services' | 'start' | 'form', string>>;

export const emptyCustomer: NewCustomer = { name: '', lastName: '', email: '', phone: '' };

/** Which fields are missing; messages are i18n keys of the `calendar` namespace. */
export function validate(values: NewAppointmentValues): FormErrors {
  const errors: FormErrors = {};
  if (values.addingCustomer ? !values.newCustomer.name.trim() : !values.customerId) errors.customer = 'form.errors.customer';
  if (values.services.length === 0) errors.services = 'form.errors.services';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(values.start)) errors.start = 'form.errors.start';
  return errors;
}

/**
 * A repeated appointment (issue #19.3): the chosen starts (or what is missing, an i18n key), and
 * what to do when one of them was taken meanwhile (the dates are checked again).
 */
export type SeriesSubmit = { everyWeeks: number; starts: { index: number; startsAt: string }[]; onTaken: () => void } | { error: string };

/** Saves a new customer first when one is added inline, then books (one appointment or a series); a taken time (409) is said plainly. */
export function useNewAppointment(timeZone: string, onDone: () => void, memberId?: number) {
  const createCustomer = useCreateCustomer();
  const createAppointment = useCreateAppointment();
  const createSeries = useCreateSeries();
  const [errors, setErrors] = useState<FormErrors>({});

  async function submit(values: NewAppointmentValues, series?: SeriesSubmit) {
    const found = validate(values);
    if (series && 'error' in series && !found.form) found.form = series.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || (series && 'error' in series)) return;
    try {
      const customerId = values.addingCustomer ? (await createCustomer.mutateAsync(values.newCustomer)).id : Number(values.customerId);
      const base = { customerId, services: values.services.map(Number), note: values.note.trim() };
      if (series) {
        try {
          // Issue #34: a series selected in a member's column is hers, as one appointment would be.
          await createSeries.mutateAsync({ ...base, ...(memberId === undefined ? {} : { memberId }), everyWeeks: series.everyWeeks, occurrences: series.starts.map(({ startsAt }) => ({ startsAt })) });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && takenOccurrence(error.fields, series.starts)) {
            series.onTaken();
            setErrors({ form: 'repeat.errors.taken' });
            notify.error('calendar:repeat.errors.taken');
            return;
          }
          throw error;
        }
        notify.success('calendar:repeat.created', { values: { count: series.starts.length } });
        onDone();
        return;
      }
      // Issue #34: booked in a member's column, it is hers; else the server's default (hers for staff, the owner's).
      await createAppointment.mutateAsync({ ...base, startsAt: localDateTimeToIso(values.start, timeZone), ...(memberId === undefined ? {} : { memberId }) });
      notify.success('calendar:toast.created');
      onDone();
    } catch (error) {
      const key = error instanceof ApiError && error.status === 409 ? 'toast.overlap' : error instanceof ApiError && error.fields ? 'form.errors.invalid' : 'toast.createFailed';
      setErrors({ form: key });
      notify.error(`calendar:${key}`);
    }
  }

  /** Shows what is missing of the given fields (before checking the dates of a series); true when nothing is. */
  function check(values: NewAppointmentValues, keys: (keyof FormErrors)[]): boolean {
    const found = validate(values);
    const missing: FormErrors = {};
    for (const key of keys) if (found[key]) missing[key] = found[key];
    setErrors(missing);
    return Object.keys(missing).length === 0;
  }

  return { submit, check, errors, pending: createCustomer.isPending || createAppointment.isPending || createSeries.isPending };
}
