import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { WaitlistEntry, WaitlistEntryList, WaitlistHeldOffer, WaitlistJoin, WaitlistOfferResult } from '@chairly/shared/waitlist/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const waitlistKeys = {
  all: () => ['waitlist'] as const,
  mine: () => ['waitlist', 'mine'] as const,
  stylist: () => ['waitlist', 'stylist'] as const,
};

/** The signed-in customer's entries with this stylist (waiting, booked, ended). */
export function useMyWaitlist(enabled: boolean) {
  return useQuery({
    queryKey: waitlistKeys.mine(),
    queryFn: async () => (await apiFetch<WaitlistEntryList>('/api/logged-customer/waitlist', { auth: true }))['hydra:member'],
    enabled,
  });
}

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistJoin) => apiFetch<WaitlistEntry>('/api/logged-customer/waitlist', { method: 'POST', body, auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.all() }),
  });
}

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/logged-customer/waitlist/${id}`, { method: 'DELETE', auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.all() }),
  });
}

/** One page of the stylist's waiting entries and how many there are (issue #33: the list is paged). */
export function useStylistWaitlist(query: { page: number; itemsPerPage: number }) {
  return useQuery({
    queryKey: [...waitlistKeys.stylist(), query],
    queryFn: () => apiFetch<WaitlistEntryList>('/api/waitlist', { auth: true, query }),
    placeholderData: keepPreviousData,
  });
}

export function useOfferTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: number; startsAt: string }) =>
      apiFetch<WaitlistOfferResult>(`/api/waitlist/${id}/offer`, { method: 'POST', body: { startsAt }, auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.all() }),
  });
}

/** The stylist's hold in the customer's name (her own appointment, by uuid). */
export const getOwnAppointment = (uuid: string) =>
  apiFetch<Appointment>(`/api/logged-customer/appointment-by-uuid/${encodeURIComponent(uuid)}`, { auth: true });

/** Issue #31.3: the stylist's hold for a waitlist customer, readable signed out (its uuid comes in her message). */
export const getHeldOffer = (uuid: string) => apiFetch<WaitlistHeldOffer>(`/api/public/waitlist/offer/${encodeURIComponent(uuid)}`);
