/** A key press in the date grid, in reading order ('forward' is the next day). */
export type DayMove = 'forward' | 'back' | 'down' | 'up' | 'first' | 'last';

const WEEK = 7;

/**
 * The day a key press moves to in a grid of days 7 a row (`open[i]`: day i can be chosen), skipping
 * full days: the next open day that way; up and down go a week, and from a full day there on to the
 * nearest open one in that direction; Home and End to the first and last open day. Null: nowhere to go.
 */
export function nextDayIndex(open: readonly boolean[], from: number, move: DayMove): number | null {
  switch (move) {
    case 'first':
      return firstOpen(open, 0, 1);
    case 'last':
      return firstOpen(open, open.length - 1, -1);
    case 'forward':
      return firstOpen(open, from + 1, 1);
    case 'back':
      return firstOpen(open, from - 1, -1);
    case 'down':
      return firstOpen(open, from + WEEK, 1);
    case 'up':
      return firstOpen(open, from - WEEK, -1);
  }
}

function firstOpen(open: readonly boolean[], start: number, step: 1 | -1): number | null {
  for (let i = start; i >= 0 && i < open.length; i += step) if (open[i]) return i;
  return null;
}
