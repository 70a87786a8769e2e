import { addDays } from '@chairly/shared/format';
import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';

/** A blocked range as a calendar event: grey and hatched, not an appointment; dragged and resized like one. */
export type BlockedEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string;
  contrastColor: string;
  className: string;
  editable: true;
  extendedProps: { blockedTime: BlockedTime };
};

export const BLOCKED_EVENT_CLASS = 'chairly-blocked-time';
const PREFIX = 'blocked-';

/** `label`: the word shown for blocked time ("Blocked"), followed by the note when there is one. */
export function toBlockedEvents(blocked: readonly BlockedTime[], label: string): BlockedEvent[] {
  return blocked.map((blockedTime) => ({
    id: `${PREFIX}${blockedTime.id}`,
    title: blockedTime.note ? `${label} · ${blockedTime.note}` : label,
    start: blockedTime.startsAt,
    end: blockedTime.endsAt,
    color: 'var(--mantine-color-gray-6)',
    contrastColor: '#ffffff',
    className: BLOCKED_EVENT_CLASS,
    editable: true,
    extendedProps: { blockedTime },
  }));
}

/** The blocked time behind a calendar event, if it is one. */
export function blockedTimeOf(extendedProps: unknown): BlockedTime | null {
  const props = extendedProps as { blockedTime?: BlockedTime } | undefined;
  return props?.blockedTime ?? null;
}

/** A selection or dropped range as wall times `yyyy-MM-ddTHH:mm`; a whole-day selection (month view) starts at midnight. */
export function toWallRange(range: { start: string; end: string }): { start: string; end: string } {
  const wall = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00` : iso.slice(0, 16));
  return { start: wall(range.start), end: wall(range.end) };
}

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const MAX_BLOCK_DAYS = 366;

/** What is wrong with a range the stylist typed (i18n keys of `calendar`), or null. Wall times compare as written. */
export function blockRangeError(start: string, end: string): string | null {
  if (!WALL.test(start) || !WALL.test(end)) return 'block.errors.missing';
  const [from, to] = [Date.parse(`${start}:00Z`), Date.parse(`${end}:00Z`)];
  if (to <= from) return 'block.errors.order';
  // At most MAX_BLOCK_DAYS calendar days from the start's wall time (wall times read as UTC).
  if (to > Date.parse(`${addDays(start.slice(0, 10), MAX_BLOCK_DAYS)}T${start.slice(11)}:00Z`)) return 'block.errors.tooLong';
  return null;
}
