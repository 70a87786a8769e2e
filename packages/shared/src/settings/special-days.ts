import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';
import { memberOrSalonSchema } from '../members/week';
import { messageToken } from '../validation/message-token';
import { refineTimeRange, zCalendarDate, zInteger, zQuarterHour } from '../validation/zod-helpers';

/**
 * Issue 18: special days (per-date hours replacing the weekday's; no intervals = closed), the
 * public holidays offered as closed days, and the stylist's own booking rules.
 */
export const SPECIAL_DAY_OVERLAP_MESSAGE = 'The intervals of one day must not overlap';
export const SPECIAL_DAY_MAX_INTERVALS = 10;
export const SPECIAL_DAY_NOTE_MAX = 200;
/** How far ahead a special day may be set (days from the stylist's today). */
export const SPECIAL_DAY_MAX_DAYS_AHEAD = 730;

/** One interval of a special day: quarter hours, from earlier than to. */
export const specialDayIntervalSchema = z
  .strictObject({ startTime: zQuarterHour({ field: 'From' }), endTime: zQuarterHour({ field: 'To' }) })
  .superRefine(refineTimeRange('startTime', 'endTime'));
export type SpecialDayInterval = z.infer<typeof specialDayIntervalSchema>;

/** Index pairs of intervals whose [from, to) ranges intersect. */
export function overlappingIntervals(rows: readonly SpecialDayInterval[]): [number, number][] {
  const pairs: [number, number][] = [];
  rows.forEach((a, i) =>
    rows.slice(i + 1).forEach((b, offset) => {
      if (a.startTime < b.endTime && b.startTime < a.endTime) pairs.push([i, i + 1 + offset]);
    }),
  );
  return pairs;
}

/** POST /api/open_hours/overrides: the hours of one date (an empty list = closed that day). */
export const specialDayRequestSchema = z.strictObject({
  date: zCalendarDate(),
  intervals: z
    .array(specialDayIntervalSchema, { error: messageToken('required', { _field_: 'Intervals' }) })
    .max(SPECIAL_DAY_MAX_INTERVALS)
    .superRefine((rows, ctx) => {
      for (const [, later] of overlappingIntervals(rows)) {
        ctx.addIssue({ code: 'custom', path: [later, 'startTime'], message: SPECIAL_DAY_OVERLAP_MESSAGE });
      }
    }),
  note: z.string().trim().max(SPECIAL_DAY_NOTE_MAX).optional(),
});
export type SpecialDayRequest = z.infer<typeof specialDayRequestSchema>;

export const specialDaySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('SpecialDay'),
  date: z.string(),
  closed: z.boolean(),
  intervals: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
  note: z.string(),
});
export type SpecialDay = z.infer<typeof specialDaySchema>;
export const specialDaysCollectionSchema = hydraCollectionSchema(specialDaySchema);

/** GET /api/open_hours/overrides: dates from `date[after]` (inclusive, default: her today) before `date[strictly_before]`. */
export const specialDaysQuerySchema = z.object({
  'date[after]': zCalendarDate().optional(),
  'date[strictly_before]': zCalendarDate().optional(),
  /** Issue #34 stage 2 (D63): `salon` (default for owners and managers) or a member's own days. */
  member: memberOrSalonSchema.optional(),
});
/** POST and DELETE /api/open_hours/overrides: whose days (as in the list). */
export const specialDaysMemberQuerySchema = z.object({ member: memberOrSalonSchema.optional() });
export const specialDayParamsSchema = z.strictObject({ date: zCalendarDate() });

// ---- Public holidays (date-holidays on the server) ----

export const holidayRegionSchema = z.object({ code: z.string(), name: z.string() });
export const holidayCountrySchema = z.object({ code: z.string(), name: z.string(), regions: z.array(holidayRegionSchema) });
export const holidayCountriesSchema = z.array(holidayCountrySchema);
export type HolidayCountry = z.infer<typeof holidayCountrySchema>;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Choose a country');
const regionCode = z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Choose a region');

/** GET /api/open_hours/holidays?country=&region=&lang=: without a country, the one she chose last (none → an empty list). */
export const holidaysQuerySchema = z.object({ country: countryCode.optional(), region: regionCode.optional(), lang: z.string().max(10).optional() });

export const publicHolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** Already a special day of hers (closed or with its own hours). */
  taken: z.boolean(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;
export const publicHolidaysSchema = z.object({
  country: z.string().nullable(),
  region: z.string().nullable(),
  holidays: z.array(publicHolidaySchema),
});
export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;

/** POST /api/open_hours/holidays/accept: the chosen holidays (one or all) become closed days; her country is remembered. */
export const acceptHolidaysRequestSchema = z.strictObject({
  country: countryCode,
  region: regionCode.nullable().optional(),
  dates: z.array(zCalendarDate()).min(1).max(100),
  lang: z.string().max(10).optional(),
});
export type AcceptHolidaysRequest = z.infer<typeof acceptHolidaysRequestSchema>;
export const acceptHolidaysResponseSchema = z.object({ accepted: z.array(z.string()), skipped: z.array(z.string()) });

// ---- Her own booking rules (PATCH /api/stylists/{id}) ----

export const BOOKING_RULE_LIMITS = {
  minNoticeMinutes: { min: 0, max: 72 * 60 },
  horizonDays: { min: 7, max: 365 },
  slotStepMinutes: [15, 30, 60] as const,
} as const;

/** Null sets a rule back to the server's default. */
export const bookingRulesSchema = z.object({
  minNoticeMinutes: zInteger({ field: 'Minimum notice', ...BOOKING_RULE_LIMITS.minNoticeMinutes }).nullable(),
  horizonDays: zInteger({ field: 'Booking horizon', ...BOOKING_RULE_LIMITS.horizonDays }).nullable(),
  slotStepMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)], { error: 'Choose 15, 30 or 60 minutes' }).nullable(),
});
export type BookingRulesInput = z.infer<typeof bookingRulesSchema>;
/** PUT /api/booking_rules (issue #34 stage 2, D63): a member's rules, nothing else. */
export const bookingRulesRequestSchema = z.strictObject(bookingRulesSchema.shape);

/** GET /api/booking_rules: her rules as they apply (hers or the default) and the defaults. */
export const bookingRulesViewSchema = z.object({
  minNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  slotStepMinutes: z.number().int(),
  defaults: z.object({ minNoticeMinutes: z.number().int(), horizonDays: z.number().int(), slotStepMinutes: z.number().int() }),
});
export type BookingRulesView = z.infer<typeof bookingRulesViewSchema>;

// ---- Public closures ----

/**
 * GET /api/public/closures: upcoming closed stretches ("Closed 24–26 Dec"), first and last closed
 * date, up to her booking horizon (how many days ahead customers may book: the date step's length).
 */
export const closureSchema = z.object({ from: z.string(), to: z.string() });
export type Closure = z.infer<typeof closureSchema>;
export const closuresSchema = z.object({ timeZone: z.string(), horizonDays: z.number().int(), closures: z.array(closureSchema) });
export type Closures = z.infer<typeof closuresSchema>;
