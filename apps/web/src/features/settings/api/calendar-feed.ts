import type { CalendarFeed, CalendarFeedStatus } from '@chairly/shared/calendar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Whether she has a calendar feed; never its URL (the server keeps only a hash of its token). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: settingsKeys.calendarFeed(),
    queryFn: () => apiFetch<CalendarFeedStatus>('/api/calendar-feed', { auth: true }),
  });
}

/**
 * A new feed (her first, or one replacing the old, whose calendars stop getting her appointments).
 * The answer carries its URL, the one time the server can show it.
 */
export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<CalendarFeed>('/api/calendar-feed/regenerate', { method: 'POST', auth: true }),
    onSuccess: (feed) =>
      client.setQueryData<CalendarFeedStatus>(settingsKeys.calendarFeed(), {
        active: true,
        createdAt: feed.createdAt,
      }),
  });
}

/** Turns her feed off: its URL stops working. */
export function useTurnOffCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/calendar-feed', { method: 'DELETE', auth: true }),
    onSuccess: () =>
      client.setQueryData<CalendarFeedStatus>(settingsKeys.calendarFeed(), {
        active: false,
        createdAt: null,
      }),
  });
}
