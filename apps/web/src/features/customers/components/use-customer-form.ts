import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useResourceForm } from '@/components/ui/resource/use-resource-form';
import { CUSTOMER_FIELDS, customerFormSchema, type CustomerFormOutput, type CustomerFormValues } from '../utils/customer-form';

/** The customer form with the shared contract's rules (the phone read in her country); server field errors land on their fields. */
export function useCustomerForm(values: CustomerFormValues, country: string | null) {
  const resolver = useMemo(() => zodResolver(customerFormSchema(country)), [country]);
  return useResourceForm<CustomerFormValues, CustomerFormOutput>(resolver, CUSTOMER_FIELDS, values);
}
