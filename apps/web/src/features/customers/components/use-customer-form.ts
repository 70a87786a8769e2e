import { customerRequestSchema } from '@chairly/shared/customers/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { CUSTOMER_FIELDS, type CustomerField, type CustomerFormOutput, type CustomerFormValues } from '../utils/customer-form';

/** The customer form with the shared contract's rules; server field errors land on their fields. */
export function useCustomerForm(values: CustomerFormValues) {
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({ resolver: zodResolver(customerRequestSchema), defaultValues: values, mode: 'onSubmit', reValidateMode: 'onChange' });
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const known = Object.entries(error.fields).filter(([field]) => (CUSTOMER_FIELDS as readonly string[]).includes(field));
    for (const [field, message] of known) form.setError(field as CustomerField, { message });
    return known.length > 0;
  };
  return { form, showServerErrors };
}
