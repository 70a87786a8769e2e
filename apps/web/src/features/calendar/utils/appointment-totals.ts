export type PricedService = { id: number; price: number; duration: number };

const MINUTE_MS = 60_000;

/** What the server will compute too: duration and price are the sums of the chosen services (docs/architecture.md §7). */
export function totalsOf(services: readonly PricedService[], chosenIds: readonly number[]): { minutes: number; amount: number } {
  const chosen = chosenIds.map((id) => services.find((service) => service.id === id)).filter((s): s is PricedService => s !== undefined);
  const minutes = chosen.reduce((sum, service) => sum + service.duration, 0);
  const cents = chosen.reduce((sum, service) => sum + Math.round(service.price * 100), 0);
  return { minutes, amount: cents / 100 };
}

/** The end as an ISO string with the start's offset (a wall-clock view of the stylist's zone; DST edges aside, the server decides). */
export function endOf(startIso: string, minutes: number): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(startIso)?.[1] ?? 'Z';
  const startMs = Date.parse(startIso);
  if (Number.isNaN(startMs)) return startIso;
  const offsetMinutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const wall = new Date(startMs + minutes * MINUTE_MS + offsetMinutes * MINUTE_MS).toISOString().slice(0, 19);
  return `${wall}${offset === 'Z' ? '+00:00' : offset}`;
}

/** `datetime-local` value (wall time) ↔ ISO with an offset of the stylist's zone. */
export function toLocalInput(iso: string): string {
  return iso.slice(0, 16);
}
