import type { HydraCollection } from '@chairly/shared/hydra';
import type {
  AcceptHolidaysRequest,
  BookingRulesInput,
  BookingRulesView,
  HolidayCountry,
  PublicHolidays,
  SpecialDay,
  SpecialDayRequest,
} from '@chairly/shared/settings/special-days';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/**
 * Issue 18: special days, public holidays and her booking rules (Open hours tab). Issue #34 stage 2:
 * `member` names whose (special days: `salon` or a member; undefined: what the call always meant).
 */

export function useSpecialDays(member?: 'salon' | number) {
  return useQuery({
    queryKey: settingsKeys.specialDays(member),
    queryFn: async () =>
      (
        await apiFetch<HydraCollection<SpecialDay>>('/api/open_hours/overrides', {
          auth: true,
          query: { member },
        })
      )['hydra:member'],
  });
}

export function useSaveSpecialDay(member?: 'salon' | number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecialDayRequest) =>
      apiFetch<SpecialDay>('/api/open_hours/overrides', {
        method: 'POST',
        body,
        auth: true,
        query: { member },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.specialDaysAll() }),
  });
}

export function useDeleteSpecialDay(member?: 'salon' | number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      apiFetch<void>(`/api/open_hours/overrides/${date}`, {
        method: 'DELETE',
        auth: true,
        query: { member },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.specialDaysAll() }),
  });
}

export function useHolidayCountries(lang: string) {
  return useQuery({
    queryKey: settingsKeys.holidayCountries(lang),
    queryFn: () =>
      apiFetch<HolidayCountry[]>('/api/open_hours/holidays/countries', {
        auth: true,
        query: { lang },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Without a country: her saved one (none → an empty list). */
export function useHolidays(country: string | null, region: string | null, lang: string) {
  return useQuery({
    queryKey: settingsKeys.holidays(country, region, lang),
    queryFn: () =>
      apiFetch<PublicHolidays>('/api/open_hours/holidays', {
        auth: true,
        query: { country: country ?? undefined, region: region ?? undefined, lang },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAcceptHolidays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptHolidaysRequest) =>
      apiFetch<{ accepted: string[]; skipped: string[] }>('/api/open_hours/holidays/accept', {
        method: 'POST',
        body,
        auth: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.specialDaysAll() }),
  });
}

export function useBookingRules(member?: number) {
  return useQuery({
    queryKey: settingsKeys.bookingRules(member),
    queryFn: () =>
      apiFetch<BookingRulesView>('/api/booking_rules', { auth: true, query: { member } }),
  });
}

/** PUT /api/booking_rules: a member's own rules (the owner's are the business's). */
export function useSaveBookingRules(member?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRulesInput) =>
      apiFetch<BookingRulesView>('/api/booking_rules', {
        method: 'PUT',
        body,
        auth: true,
        query: { member },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.bookingRulesAll() }),
  });
}
