import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule of whom the public page may offer and a customer may name (issue #34): an active
 * member taking online bookings. Every public read and write asks it here, in code or in SQL.
 */
export function isBookableOnline<M extends { active: boolean; takesOnlineBookings: boolean }>(member: M | null | undefined): member is M {
  return Boolean(member?.active && member.takesOnlineBookings);
}

/** The same rule on a `members` row, aliased `alias` (or unaliased) in the statement. */
export function bookableOnlineSql(alias?: 'm'): SQL {
  return alias ? sql.raw(`${alias}.active AND ${alias}.takes_online_bookings`) : sql.raw('active AND takes_online_bookings');
}
