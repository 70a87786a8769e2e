export type DayPart = 'morning' | 'afternoon' | 'evening';
export type TimeGroup = { part: DayPart; times: string[] };

/** Morning before 12:00, afternoon before 17:00, evening after; empty parts are left out. */
export function groupTimes(times: readonly string[]): TimeGroup[] {
  const partOf = (time: string): DayPart => {
    const hour = Number(time.slice(0, 2));
    if (hour < 12) return 'morning';
    return hour < 17 ? 'afternoon' : 'evening';
  };
  const order: DayPart[] = ['morning', 'afternoon', 'evening'];
  return order
    .map((part) => ({ part, times: [...times].sort().filter((time) => partOf(time) === part) }))
    .filter((group) => group.times.length > 0);
}
