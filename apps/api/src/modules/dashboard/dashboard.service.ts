import { AppError, DASHBOARD_BOOKED_STATES, fromMinorUnits, DASHBOARD_STATISTIC_TYPES, type DashboardStatistic, type DashboardStatisticType, type PeriodFigures, type Schedule } from '@chairly/shared';
import { toAppointment, type AppointmentsRepository } from '../appointments-core/index';
import { instantOfWallTime, localDateOf } from '../availability/index';
import type { DashboardRepository, DayRow, LocalRange, PeriodRow, TeamMember } from './dashboard.repository';
import { addDays, monthStart, nextMonthStart, weekStart } from './local-dates';

type Deps = {
  repository: DashboardRepository;
  appointments: Pick<AppointmentsRepository, 'listRange'>;
  now: () => Date;
};

export const TREND_DAYS = 14;
export const SERVICES_GROUP_DAYS = 30;

const isType = (type: string): type is DashboardStatisticType => (DASHBOARD_STATISTIC_TYPES as readonly string[]).includes(type);
const booked = new Set<string>(DASHBOARD_BOOKED_STATES);

/** Issue #29: minor units of the stylist's currency to the API's decimal amount. */
const moneyIn = (currency: string) => (minor: number) => fromMinorUnits(minor, currency);

function figures(row: PeriodRow, money: (minor: number) => number): PeriodFigures {
  const past = row.completed + row.noShows;
  return {
    appointments: row.appointments,
    revenue: money(row.completedCents + row.feeCents),
    newCustomers: row.newCustomers,
    noShows: row.noShows,
    noShowRate: past === 0 ? null : Math.round((row.noShows / past) * 1000) / 1000,
    depositsTaken: money(row.depositsTakenCents),
    depositsRefunded: money(row.depositsRefundedCents),
    fromWaitlist: row.fromWaitlist,
  };
}

// yyyy-MM-dd dates compare as strings.
const earliest = (...dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (...dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

/** The figures of the period [from, to): the sum of its days. */
function sumOfDays(days: readonly DayRow[], from: string, to: string): PeriodRow {
  const sum: PeriodRow = { appointments: 0, completedCents: 0, feeCents: 0, newCustomers: 0, noShows: 0, completed: 0, depositsTakenCents: 0, depositsRefundedCents: 0, fromWaitlist: 0 };
  for (const day of days) {
    if (day.date < from || day.date >= to) continue;
    for (const key of Object.keys(sum) as (keyof PeriodRow)[]) sum[key] += day[key];
  }
  return sum;
}

/**
 * D66: each member's takings of the week and the month (minor units): revenue as the period figures
 * count it (checked-out appointments by their start, fees and kept deposits by when they were
 * charged, each by its appointment's member). Every active member, and an inactive one with takings,
 * in the team's order; `member`: hers only.
 */
function takingsOf(
  members: readonly TeamMember[],
  days: readonly DayRow[],
  { weekFrom, weekTo, monthFrom, monthTo }: { weekFrom: string; weekTo: string; monthFrom: string; monthTo: string },
  member?: number,
): { memberId: number; name: string; week: number; month: number }[] {
  const sums = new Map<number, { week: number; month: number }>();
  for (const day of days) {
    if (day.memberId === null) continue;
    const cents = day.completedCents + day.feeCents;
    if (cents === 0) continue;
    const sum = sums.get(day.memberId) ?? { week: 0, month: 0 };
    if (day.date >= weekFrom && day.date < weekTo) sum.week += cents;
    if (day.date >= monthFrom && day.date < monthTo) sum.month += cents;
    sums.set(day.memberId, sum);
  }
  return members.flatMap((m) => {
    const { week, month } = sums.get(m.id) ?? { week: 0, month: 0 };
    const listed = (member === undefined || m.id === member) && (m.active || week + month > 0);
    return listed ? [{ memberId: m.id, name: m.name, week, month }] : [];
  });
}

/** Dashboard statistics (definitions in docs/dashboard.md), all in the stylist's time zone. */
export function createDashboardService({ repository, appointments, now }: Deps) {
  /** `member`: that member's figures only (issue #34, D66); absent: the business's. */
  async function statistic(stylistId: number, type: string, member?: number): Promise<DashboardStatistic> {
    if (!isType(type)) throw new AppError('NOT_FOUND', `Unknown statistic ${type}`);
    if (member !== undefined && !(await repository.hasMember(stylistId, member))) throw new AppError('NOT_FOUND', 'Member not found');
    // By numbers lists each member's takings (D66): the team is read with her zone.
    const { timeZone, currency, members } = await repository.zoneAndCurrency(stylistId, type === 'dashboard-statistic-by-numbers');
    const money = moneyIn(currency);
    const date = localDateOf(now().getTime(), timeZone);
    const today: LocalRange = { from: date, to: addDays(date, 1), timeZone };
    const base = { date, timeZone };
    switch (type) {
      case 'total-users':
        return { type, ...base, value: await repository.totalCustomers(stylistId, member) };
      case 'appointments-count-booked-today':
        return { type, ...base, value: (await repository.booked(stylistId, today, member)).count };
      case 'appointments-sum-amount-booked-today':
        return { type, ...base, value: money((await repository.booked(stylistId, today, member)).cents) };
      case 'appointments-sum-amount-sales-today':
        return { type, ...base, value: money(await repository.salesCents(stylistId, today, member)) };
      case 'dashboard-statistic-by-numbers': {
        const week = weekStart(date);
        const [weekFrom, weekTo, monthFrom, monthTo, trendFrom, trendTo] = [week, addDays(week, 7), monthStart(date), nextMonthStart(date), addDays(date, 1 - TREND_DAYS), addDays(date, 1)];
        // Issue #33 (D56): the days of all three, per member, read once, then summed here; the
        // takings per member (D66) are sums of the same rows.
        const days = await repository.days(stylistId, { from: earliest(weekFrom, monthFrom, trendFrom), to: latest(weekTo, monthTo, trendTo), timeZone }, member);
        const byDate = new Map<string, { appointments: number; bookedCents: number }>();
        for (const d of days) {
          const found = byDate.get(d.date);
          if (found) {
            found.appointments += d.appointments;
            found.bookedCents += d.bookedCents;
          } else byDate.set(d.date, { appointments: d.appointments, bookedCents: d.bookedCents });
        }
        const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
          const day = addDays(trendFrom, i);
          const found = byDate.get(day);
          return { date: day, appointments: found?.appointments ?? 0, revenue: money(found?.bookedCents ?? 0) };
        });
        const takingsByMember = takingsOf(members, days, { weekFrom, weekTo, monthFrom, monthTo }, member).map((t) => ({ ...t, week: money(t.week), month: money(t.month) }));
        return { type, ...base, week: figures(sumOfDays(days, weekFrom, weekTo), money), month: figures(sumOfDays(days, monthFrom, monthTo), money), trend, takingsByMember };
      }
      case 'appointments-services-group': {
        const from = addDays(date, 1 - SERVICES_GROUP_DAYS);
        const rows = await repository.servicesGroup(stylistId, { from, to: addDays(date, 1), timeZone }, member);
        return { type, ...base, from, services: rows.map((r) => ({ name: r.name, count: r.count, revenue: money(r.cents) })) };
      }
    }
  }

  /** The local day's booked, completed and no-show appointments, by start; `memberId`: hers only (issue #34, D65). */
  async function schedule(stylistId: number, date: string, memberId?: number): Promise<Schedule> {
    const timeZone = await repository.timeZone(stylistId);
    const start = instantOfWallTime(Date.parse(`${date}T00:00:00Z`), timeZone);
    const end = instantOfWallTime(Date.parse(`${addDays(date, 1)}T00:00:00Z`), timeZone);
    const rows = await appointments.listRange(stylistId, new Date(start), new Date(end));
    // A day's rows are few: the member is picked here rather than in the range's statement.
    const listed = rows.filter((r) => booked.has(r.state) && (memberId === undefined || r.member?.id === memberId));
    return { date, timeZone, appointments: listed.map((r) => toAppointment(r, timeZone)) };
  }

  return { statistic, schedule };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
