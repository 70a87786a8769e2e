export { computeAvailability, computeSlots, isBookable, AVAILABILITY_DEFAULTS, type AvailabilityRules, type BusyRange, type OpenHoursEntry } from './compute-availability';
export { formatInZone, instantOfWallTime, localDateOf, isKnownTimeZone } from './zoned-time';
