/** How the hold's time left reads (issue #31.11): whole minutes, never a clock that reads as a time of day. */
export type HoldTimeText =
  | { key: 'confirm.holdMinutes'; values: { count: number } }
  | { key: 'confirm.holdUnderMinute'; values: { count: 0 } };

/**
 * Seconds left → "9 minutes left to confirm" (whole minutes, rounded down so it never promises
 * more than there is), and "less than a minute" in the last one rather than "0 minutes".
 */
export function holdTimeText(secondsLeft: number): HoldTimeText {
  const minutes = Math.floor(Math.max(0, secondsLeft) / 60);
  return minutes >= 1 ? { key: 'confirm.holdMinutes', values: { count: minutes } } : { key: 'confirm.holdUnderMinute', values: { count: 0 } };
}
