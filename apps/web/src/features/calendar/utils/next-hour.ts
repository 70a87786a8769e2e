/** The next full hour as a wall time `yyyy-MM-ddTHH:mm` of `timeZone` (the default start of "New appointment"). */
export function nextFullHour(now: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) + 1);
  return new Date(wall).toISOString().slice(0, 16);
}
