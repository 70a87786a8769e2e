import type { Service, ServiceRequest } from '@chairly/shared/services/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

export const createService = (body: ServiceRequest) => apiFetch<Service>('/api/services', { method: 'POST', body, auth: true });

export function useCreateService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => client.invalidateQueries({ queryKey: servicesKeys.lists() }),
  });
}
