import type { SeriesOccurrence } from '@chairly/shared/appointments/series';

/** What the stylist does with one occurrence of a repeated appointment (issue #19.3). */
export type OccurrenceChoice = 'keep' | 'skip' | 'nearest';

/**
 * The choices an occurrence offers: a free one is kept or skipped; one over another appointment is
 * skipped or moved to the nearest free time that day (keeping it would be refused); blocked time
 * or a closed day is her own to override, so she may keep it too.
 */
export function choicesOf(occurrence: SeriesOccurrence): OccurrenceChoice[] {
  const nearest: OccurrenceChoice[] = occurrence.nearest ? ['nearest'] : [];
  if (occurrence.status === 'free') return ['keep', 'skip'];
  if (occurrence.status === 'appointment') return ['skip', ...nearest];
  return ['skip', ...nearest, 'keep'];
}

/** Free occurrences are kept, conflicts skipped, until she chooses otherwise. */
export const defaultChoice = (occurrence: SeriesOccurrence): OccurrenceChoice => (occurrence.status === 'free' ? 'keep' : 'skip');

/**
 * The starts to book, in order: the chosen time of every occurrence that is not skipped. The
 * existing appointment being repeated (editing) is not booked again. `index` maps each back to its
 * occurrence (to name one the server says was taken meanwhile).
 */
export function chosenStarts(occurrences: readonly SeriesOccurrence[], choices: Readonly<Record<number, OccurrenceChoice>>): { index: number; startsAt: string }[] {
  const chosen: { index: number; startsAt: string }[] = [];
  for (const occurrence of occurrences) {
    if (occurrence.existing) continue;
    const choice = choices[occurrence.index] ?? defaultChoice(occurrence);
    if (choice === 'skip') continue;
    const startsAt = choice === 'nearest' && occurrence.nearest ? occurrence.nearest.startsAt : occurrence.startsAt;
    chosen.push({ index: occurrence.index, startsAt });
  }
  return chosen;
}

/** The occurrence a 409's field (`occurrences.N.startsAt`, N counting the chosen ones) names, or null. */
export function takenOccurrence(fields: Record<string, string> | undefined, chosen: readonly { index: number; startsAt: string }[]): { index: number; startsAt: string } | null {
  for (const key of Object.keys(fields ?? {})) {
    const match = /^occurrences\.(\d+)\.startsAt$/.exec(key);
    if (match) return chosen[Number(match[1])] ?? null;
  }
  return null;
}
