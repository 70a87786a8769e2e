import type { RegisterStylistRequest, Stylist } from '@chairly/shared/stylists/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/stylist/register: 409 when the subdomain is taken (also when two race for it). */
export const registerStylist = (body: RegisterStylistRequest) =>
  apiFetch<Stylist>('/api/stylist/register', { method: 'POST', body, auth: true });

export function useRegisterStylist() {
  return useMutation({ mutationFn: registerStylist });
}
