import { z } from 'zod';

/**
 * GET /api/calendar-feed and POST /api/calendar-feed/regenerate (stylist, issue #19.5): her private
 * calendar feed URL for Google or Apple Calendar to subscribe to. Regenerating replaces the token,
 * so the old URL answers 404.
 */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** What the feed holds: her appointments from this many days back to this many ahead. */
export const CALENDAR_FEED_DAYS = { back: 30, ahead: 365 } as const;
