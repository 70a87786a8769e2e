import { customerRequestSchema } from '@chairly/shared/customers/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useResourceForm } from '@/components/ui/resource/use-resource-form';
import { CUSTOMER_FIELDS, type CustomerFormOutput, type CustomerFormValues } from '../utils/customer-form';

/** The customer form with the shared contract's rules; server field errors land on their fields. */
export function useCustomerForm(values: CustomerFormValues) {
  return useResourceForm<CustomerFormValues, CustomerFormOutput>(zodResolver(customerRequestSchema), CUSTOMER_FIELDS, values);
}
