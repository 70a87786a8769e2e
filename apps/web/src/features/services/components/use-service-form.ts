import { serviceRequestSchema } from '@chairly/shared/services/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useResourceForm } from '@/components/ui/resource/use-resource-form';
import type { ServiceField, ServiceFormOutput, ServiceFormValues } from '../utils/service-form';

const FIELDS: readonly ServiceField[] = ['name', 'price', 'hourly', 'duration', 'category', 'public', 'bufferMinutes', 'processingStartMinutes', 'processingMinutes', 'depositMode', 'depositValue'];

/** The service form with the shared contract's rules; server field errors land on their fields. */
export function useServiceForm(values: ServiceFormValues) {
  return useResourceForm<ServiceFormValues, ServiceFormOutput>(zodResolver(serviceRequestSchema), FIELDS, values);
}
