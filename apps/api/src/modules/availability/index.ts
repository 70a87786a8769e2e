export { computeAvailability, computeSlots, intervalsOfDay, isBookable, parseCalendarDate, AVAILABILITY_DEFAULTS, type AvailabilityRules, type BusyRange, type OpenHoursEntry, type DayInterval, type SpecialDayEntry } from './compute-availability';
export { formatInZone, instantOfWallTime, localDateOf, isKnownTimeZone } from './zoned-time';
export { computeClosures, type ClosureRange } from './closures';
