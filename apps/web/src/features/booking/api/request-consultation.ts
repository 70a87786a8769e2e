import type { Consultation, ConsultationRequest } from '@chairly/shared/booking/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const requestConsultation = (body: ConsultationRequest) =>
  apiFetch<Consultation>('/api/logged-customer/services/request-consultation', {
    method: 'POST',
    body,
    auth: true,
  });

export function useRequestConsultation() {
  return useMutation({ mutationFn: requestConsultation });
}
