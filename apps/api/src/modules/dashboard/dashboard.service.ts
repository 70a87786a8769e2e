import { AppError, DASHBOARD_BOOKED_STATES, fromMinorUnits, DASHBOARD_STATISTIC_TYPES, type DashboardStatistic, type DashboardStatisticType, type PeriodFigures, type Schedule } from '@chairly/shared';
import { toAppointment, type AppointmentsRepository } from '../appointments-core/index';
import { instantOfWallTime, localDateOf } from '../availability/index';
import type { DashboardRepository, LocalRange, PeriodRow } from './dashboard.repository';
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

/** Dashboard statistics (definitions in docs/dashboard.md), all in the stylist's time zone. */
export function createDashboardService({ repository, appointments, now }: Deps) {
  async function statistic(stylistId: number, type: string): Promise<DashboardStatistic> {
    if (!isType(type)) throw new AppError('NOT_FOUND', `Unknown statistic ${type}`);
    const { timeZone, currency } = await repository.zoneAndCurrency(stylistId);
    const money = moneyIn(currency);
    const date = localDateOf(now().getTime(), timeZone);
    const today: LocalRange = { from: date, to: addDays(date, 1), timeZone };
    const base = { date, timeZone };
    switch (type) {
      case 'total-users':
        return { type, ...base, value: await repository.totalCustomers(stylistId) };
      case 'appointments-count-booked-today':
        return { type, ...base, value: (await repository.booked(stylistId, today)).count };
      case 'appointments-sum-amount-booked-today':
        return { type, ...base, value: money((await repository.booked(stylistId, today)).cents) };
      case 'appointments-sum-amount-sales-today':
        return { type, ...base, value: money(await repository.salesCents(stylistId, today)) };
      case 'dashboard-statistic-by-numbers': {
        const week = weekStart(date);
        const [weekRow, monthRow, trend] = await Promise.all([
          repository.period(stylistId, { from: week, to: addDays(week, 7), timeZone }),
          repository.period(stylistId, { from: monthStart(date), to: nextMonthStart(date), timeZone }),
          repository.dailyBooked(stylistId, { from: addDays(date, 1 - TREND_DAYS), to: addDays(date, 1), timeZone }),
        ]);
        return { type, ...base, week: figures(weekRow, money), month: figures(monthRow, money), trend: trend.map((d) => ({ date: d.date, appointments: d.count, revenue: money(d.cents) })) };
      }
      case 'appointments-services-group': {
        const from = addDays(date, 1 - SERVICES_GROUP_DAYS);
        const rows = await repository.servicesGroup(stylistId, { from, to: addDays(date, 1), timeZone });
        return { type, ...base, from, services: rows.map((r) => ({ name: r.name, count: r.count, revenue: money(r.cents) })) };
      }
    }
  }

  /** The local day's booked, completed and no-show appointments, by start. */
  async function schedule(stylistId: number, date: string): Promise<Schedule> {
    const timeZone = await repository.timeZone(stylistId);
    const start = instantOfWallTime(Date.parse(`${date}T00:00:00Z`), timeZone);
    const end = instantOfWallTime(Date.parse(`${addDays(date, 1)}T00:00:00Z`), timeZone);
    const rows = await appointments.listRange(stylistId, new Date(start), new Date(end));
    return { date, timeZone, appointments: rows.filter((r) => booked.has(r.state)).map((r) => toAppointment(r, timeZone)) };
  }

  return { statistic, schedule };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
