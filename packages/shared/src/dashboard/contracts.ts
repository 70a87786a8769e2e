import { z } from 'zod';
import { appointmentSchema } from '../appointments/contracts';

/** docs/product.md §3 "Dashboard statistics"; definitions in docs/dashboard.md. */
export const DASHBOARD_STATISTIC_TYPES = [
  'total-users',
  'appointments-count-booked-today',
  'appointments-sum-amount-booked-today',
  'appointments-sum-amount-sales-today',
  'dashboard-statistic-by-numbers',
  'appointments-services-group',
] as const;
export type DashboardStatisticType = (typeof DASHBOARD_STATISTIC_TYPES)[number];

/** The states that count as "booked" on the dashboard and in the schedule. */
export const DASHBOARD_BOOKED_STATES = ['booked', 'completed', 'no_show'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A single figure; money in major units of the stylist's currency (her profile's `currency`). */
export const statisticValueSchema = z.object({ type: z.enum(DASHBOARD_STATISTIC_TYPES), date: day, timeZone: z.string(), value: z.number() });
export type StatisticValue = z.infer<typeof statisticValueSchema>;

export const periodFiguresSchema = z.object({
  appointments: z.number().int(),
  revenue: z.number(),
  newCustomers: z.number().int(),
  noShows: z.number().int(),
  /** no_show / (completed + no_show) of the period's past appointments, 0..1; null when none. */
  noShowRate: z.number().nullable(),
  /** Issue #20: deposits taken (succeeded) and refunded (succeeded) in the period, major units. */
  depositsTaken: z.number(),
  depositsRefunded: z.number(),
  /** Issue #21: booked, completed and no-show appointments starting in the period that took a time offered from the waitlist. */
  fromWaitlist: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const takingsOfMemberSchema = z.object({ memberId: z.number().int(), name: z.string(), week: z.number(), month: z.number() });
export type TakingsOfMember = z.infer<typeof takingsOfMemberSchema>;

export const byNumbersSchema = z.object({
  type: z.literal('dashboard-statistic-by-numbers'),
  date: day,
  timeZone: z.string(),
  week: periodFiguresSchema,
  month: periodFiguresSchema,
  /** The last 14 local days, oldest first: booked appointments and their amounts per day. */
  trend: z.array(z.object({ date: day, appointments: z.number().int(), revenue: z.number() })),
  /**
   * Issue #34 (D66): each member's takings (the `revenue` of the week and the month, by the
   * appointment's member) in the business's currency; every active member (and an inactive one
   * with takings) in the team's order; `?member=`: hers only. Always sent by the API.
   */
  takingsByMember: z.array(takingsOfMemberSchema).optional(),
});
export type ByNumbers = z.infer<typeof byNumbersSchema>;

export const servicesGroupSchema = z.object({
  type: z.literal('appointments-services-group'),
  date: day,
  timeZone: z.string(),
  from: day,
  services: z.array(z.object({ name: z.string(), count: z.number().int(), revenue: z.number() })),
});
export type ServicesGroup = z.infer<typeof servicesGroupSchema>;

export const dashboardStatisticSchema = z.union([statisticValueSchema, byNumbersSchema, servicesGroupSchema]);
export type DashboardStatistic = z.infer<typeof dashboardStatisticSchema>;

// Any other type answers 404 (not 400), so only the document lists the types (issue #32.4).
export const dashboardStatisticParamsSchema = z.object({ type: z.string().max(60).meta({ enum: [...DASHBOARD_STATISTIC_TYPES] }) });
export const scheduleParamsSchema = z.object({ date: day.refine((d) => { const t = Date.parse(`${d}T00:00:00Z`); return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d; }, 'Expected a date yyyy-MM-dd') });

/** GET /api/appointments/schedule/{yyyy-MM-dd}: that local day's booked/completed/no-show appointments by start. */
export const scheduleSchema = z.object({ date: day, timeZone: z.string(), appointments: z.array(appointmentSchema) });
export type Schedule = z.infer<typeof scheduleSchema>;
