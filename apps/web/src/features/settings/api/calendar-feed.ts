import type { CalendarFeed } from '@chairly/shared/calendar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Her private calendar feed URL (made by the server the first time it is asked for). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: settingsKeys.calendarFeed(),
    queryFn: () => apiFetch<CalendarFeed>('/api/calendar-feed', { auth: true }),
  });
}

/** A new URL; calendars subscribed to the old one stop getting her appointments. */
export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<CalendarFeed>('/api/calendar-feed/regenerate', { method: 'POST', auth: true }),
    onSuccess: (feed) => client.setQueryData(settingsKeys.calendarFeed(), feed),
  });
}
