import type { Service, ServiceRequest } from '@chairly/shared/services/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

export const updateService = (id: number, body: ServiceRequest) => apiFetch<Service>(`/api/services/${id}`, { method: 'PUT', body, auth: true });

export function useUpdateService(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequest) => updateService(id, body),
    onSuccess: (service) => {
      client.setQueryData(servicesKeys.detail(id), service);
      return client.invalidateQueries({ queryKey: servicesKeys.lists() });
    },
  });
}
