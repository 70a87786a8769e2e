import { z } from 'zod';

/**
 * Her private calendar feed for Google or Apple Calendar to subscribe to (stylist, issue #19.5).
 * The server keeps only a hash of the feed's token (issue #28.5), so its URL is shown once:
 * POST /api/calendar-feed/regenerate makes a feed (her first, or a new one that replaces the old,
 * whose URL answers 404 from then on) and answers its URL; GET /api/calendar-feed says only whether
 * she has one and since when; DELETE /api/calendar-feed turns it off.
 */
export const calendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** What the feed holds: her appointments from this many days back to this many ahead. */
export const CALENDAR_FEED_DAYS = { back: 30, ahead: 365 } as const;
