/**
 * Wall-clock ↔ instant conversion in an IANA time zone with Intl only (no I/O, no global state
 * besides a formatter cache), shared by the availability engine (API) and the booking pages (web):
 * both must read a stylist's zone the same way. Nothing here uses the runtime's own zone. Offsets
 * are in minutes east of UTC.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone the runtime does not know. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // eslint-disable-next-line no-restricted-syntax -- reads a zone's wall clock for arithmetic; writes nothing for a reader
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// What the formatter above prints, e.g. "11/23/2026, 09:05:00"; anything else is read part by part.
const FORMATTED = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall clock of `instant` (ms) in `timeZone`. */
export function wallTimeOf(instant: number, timeZone: string): WallTime {
  // `format` and one regular expression cost a third of `formatToParts` (it runs for every time in every list).
  const match = FORMATTED.exec(formatter(timeZone).format(instant));
  if (match) {
    return { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]), hour: Number(match[4]), minute: Number(match[5]), second: Number(match[6]) };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * Offset, in minutes, of the zone whose wall clock reads `wall` at `instant` (as `wallTimeOf`
 * gives it): for a caller that needs both without formatting the instant twice.
 */
export function offsetMinutesOfWall(instant: number, wall: WallTime): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - (instant - (((instant % 1000) + 1000) % 1000))) / MINUTE_MS);
}

/** Offset of `timeZone` at `instant`, in minutes (Berlin in winter: 60). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  return offsetMinutesOfWall(instant, wallTimeOf(instant, timeZone));
}

/**
 * The instants at which the wall clock of `timeZone` reads `wall` (given as if it were UTC, in
 * ms): none in a spring-forward gap, two in a fall-back overlap (earlier first), else one.
 * Assumes at most one offset change within a day either side, true of every real zone.
 */
export function instantsOfWallTime(wallAsUtc: number, timeZone: string): number[] {
  const offsets = new Set([offsetMinutesAt(wallAsUtc - DAY_MS, timeZone), offsetMinutesAt(wallAsUtc + DAY_MS, timeZone)]);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = wallAsUtc - offset * MINUTE_MS;
    if (offsetMinutesAt(candidate, timeZone) === offset) found.push(candidate);
  }
  return found.sort((a, b) => a - b);
}
