import { serviceRequestSchema } from '@chairly/shared/services/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { ServiceField, ServiceFormOutput, ServiceFormValues } from '../utils/service-form';

const FIELDS = new Set<string>(['name', 'price', 'hourly', 'duration', 'category', 'public']);

/** The service form with the shared contract's rules; server field errors land on their fields. */
export function useServiceForm(values: ServiceFormValues) {
  const form = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    resolver: zodResolver(serviceRequestSchema),
    defaultValues: values,
    // Validate on submit, then live: a message appearing on blur would shift the buttons under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  /** Puts a failed save's field messages on the form; answers whether any field got one. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const known = Object.entries(error.fields).filter(([field]) => FIELDS.has(field));
    for (const [field, message] of known) form.setError(field as ServiceField, { message });
    return known.length > 0;
  };
  return { form, showServerErrors };
}
