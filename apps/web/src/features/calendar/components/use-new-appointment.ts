import { useState } from 'react';
import { wallTimeToIso } from '@/features/appointments';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateAppointment } from '../api/create-appointment';
import { useCreateCustomer } from '../api/create-customer';

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

/** Saves a new customer first when one is added inline, then books; a taken time (409) is said plainly. */
export function useNewAppointment(timeZone: string, onDone: () => void) {
  const createCustomer = useCreateCustomer();
  const createAppointment = useCreateAppointment();
  const [errors, setErrors] = useState<FormErrors>({});

  async function submit(values: NewAppointmentValues) {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const customerId = values.addingCustomer ? (await createCustomer.mutateAsync(values.newCustomer)).id : Number(values.customerId);
      await createAppointment.mutateAsync({
        customerId,
        services: values.services.map(Number),
        startsAt: wallTimeToIso(values.start, timeZone),
        note: values.note.trim(),
      });
      notify.success('calendar:toast.created');
      onDone();
    } catch (error) {
      const key = error instanceof ApiError && error.status === 409 ? 'toast.overlap' : error instanceof ApiError && error.fields ? 'form.errors.invalid' : 'toast.createFailed';
      setErrors({ form: key });
      notify.error(`calendar:${key}`);
    }
  }

  return { submit, errors, pending: createCustomer.isPending || createAppointment.isPending };
}
