import { z } from 'zod';
import { appointmentSchema, MAX_APPOINTMENT_NOTE_LENGTH, MAX_APPOINTMENT_SERVICES, zInstant } from './contracts';

/**
 * Issue #19.3: a repeated appointment. The stylist repeats an appointment every 1–12 weeks, a
 * number of times (with the first, at most 26) or until a date; before saving she sees each
 * occurrence's status and chooses, per occurrence, to skip it, keep it or take the nearest free
 * time of that day. Occurrences are ordinary appointments linked by `seriesId`.
 */
export const MAX_SERIES_EVERY_WEEKS = 12;
export const MAX_SERIES_OCCURRENCES = 26;

/** free, or the conflict: another appointment, blocked time, or a day without open hours (closed). */
export const SERIES_OCCURRENCE_STATUSES = ['free', 'appointment', 'blocked', 'closed'] as const;
export type SeriesOccurrenceStatus = (typeof SERIES_OCCURRENCE_STATUSES)[number];

const serviceIds = z
  .array(z.number().int().positive(), { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(MAX_APPOINTMENT_SERVICES, `Choose at most ${MAX_APPOINTMENT_SERVICES} services`);
const everyWeeks = z
  .number({ error: `Repeat every 1 to ${MAX_SERIES_EVERY_WEEKS} weeks` })
  .int(`Repeat every 1 to ${MAX_SERIES_EVERY_WEEKS} weeks`)
  .min(1, `Repeat every 1 to ${MAX_SERIES_EVERY_WEEKS} weeks`)
  .max(MAX_SERIES_EVERY_WEEKS, `Repeat every 1 to ${MAX_SERIES_EVERY_WEEKS} weeks`);
const appointmentId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * POST /api/appointments/series/preview. `count` (2–26, the first included) or `until` (a
 * yyyy-MM-dd date in her zone, inclusive; at most 26 occurrences). `appointmentId`: an existing
 * booked appointment being repeated (editing): it is the first occurrence, and its own time does
 * not count as a conflict.
 */
export const seriesPreviewRequestSchema = z
  .strictObject({
    /** Optional: the customer may still be new (added with the booking); when given, one of hers. */
    customerId: z.number().int().positive().optional(),
    services: serviceIds,
    startsAt: zInstant,
    everyWeeks,
    count: z
      .number()
      .int()
      .min(2, `Repeat 2 to ${MAX_SERIES_OCCURRENCES} times`)
      .max(MAX_SERIES_OCCURRENCES, `Repeat 2 to ${MAX_SERIES_OCCURRENCES} times`)
      .optional(),
    until: z.iso.date({ error: 'Expected a date, e.g. 2026-12-31' }).optional(),
    appointmentId: appointmentId.optional(),
    /** Issue #34 (D64): whose calendar the occurrences are checked against (as `memberId` of the series). */
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.count === undefined) === (body.until === undefined))
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'Give either a number of times or an end date' });
  });
export type SeriesPreviewRequest = z.output<typeof seriesPreviewRequestSchema>;

export const seriesOccurrenceSchema = z.object({
  /** Position in the series, 0 = the first. */
  index: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SERIES_OCCURRENCE_STATUSES),
  /** For a conflict: the free start of that day nearest to `startsAt` (ties: the earlier), null when the day has none. */
  nearest: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  /** The appointment being repeated (the first occurrence when editing): it exists already. */
  existing: z.boolean(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;
export const seriesPreviewSchema = z.object({ timeZone: z.string(), occurrences: z.array(seriesOccurrenceSchema) });
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

/**
 * POST /api/appointments/series: the occurrences she chose (skipped ones left out; each with the
 * proposed or the nearest start), written in one transaction, all or nothing. With
 * `appointmentId` that booked appointment joins the series as its first occurrence (it is not in
 * `occurrences`).
 */
export const seriesCreateSchema = z
  .strictObject({
    customerId: z.number().int().positive(),
    services: serviceIds,
    note: z.string().trim().max(MAX_APPOINTMENT_NOTE_LENGTH, `The note is limited to ${MAX_APPOINTMENT_NOTE_LENGTH} characters`).default(''),
    everyWeeks,
    appointmentId: appointmentId.optional(),
    /** Issue #34 (D64): the member of every occurrence; absent, the repeated appointment's, else the writer's own (staff) or the owner's. */
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    occurrences: z
      .array(z.strictObject({ startsAt: zInstant }))
      .min(1, 'Choose at least one occurrence')
      .max(MAX_SERIES_OCCURRENCES, `At most ${MAX_SERIES_OCCURRENCES} occurrences`),
  })
  .superRefine((body, ctx) => {
    if (body.appointmentId === undefined && body.occurrences.length < 2)
      ctx.addIssue({ code: 'custom', path: ['occurrences'], message: 'A series has at least two occurrences' });
    if (body.occurrences.length + (body.appointmentId === undefined ? 0 : 1) > MAX_SERIES_OCCURRENCES)
      ctx.addIssue({ code: 'custom', path: ['occurrences'], message: `At most ${MAX_SERIES_OCCURRENCES} occurrences` });
    for (let i = 1; i < body.occurrences.length; i++) {
      if (Date.parse(body.occurrences[i]!.startsAt) <= Date.parse(body.occurrences[i - 1]!.startsAt))
        ctx.addIssue({ code: 'custom', path: ['occurrences', i, 'startsAt'], message: 'The occurrences must be in order, each after the one before' });
    }
  });
export type SeriesCreate = z.output<typeof seriesCreateSchema>;

export const seriesCreatedSchema = z.object({ seriesId: z.number().int(), appointments: z.array(appointmentSchema) });
export type SeriesCreated = z.infer<typeof seriesCreatedSchema>;

/** DELETE /api/appointments/{id}?scope=this|following (following: this one and the later ones of its series). */
export const CANCEL_SCOPES = ['this', 'following'] as const;
export type CancelScope = (typeof CANCEL_SCOPES)[number];
export const cancelQuerySchema = z.object({ scope: z.enum(CANCEL_SCOPES).default('this') });
