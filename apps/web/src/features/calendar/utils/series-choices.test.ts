import type { SeriesOccurrence } from '@chairly/shared/appointments/series';
import { describe, expect, it } from 'vitest';
import { choicesOf, chosenStarts, takenOccurrence } from './series-choices';

const occurrence = (index: number, status: SeriesOccurrence['status'], nearest: string | null = null, existing = false): SeriesOccurrence => ({
  index,
  startsAt: `2030-06-0${index + 1}T10:00:00+02:00`,
  endsAt: `2030-06-0${index + 1}T11:00:00+02:00`,
  status,
  nearest: nearest ? { startsAt: nearest, endsAt: nearest } : null,
  existing,
});

describe('series choices', () => {
  it('offers keep only where the server would accept it, nearest only where there is one', () => {
    expect(choicesOf(occurrence(0, 'free'))).toEqual(['keep', 'skip']);
    expect(choicesOf(occurrence(1, 'appointment'))).toEqual(['skip']);
    expect(choicesOf(occurrence(1, 'appointment', '2030-06-02T09:00:00+02:00'))).toEqual(['skip', 'nearest']);
    expect(choicesOf(occurrence(2, 'blocked', '2030-06-03T12:00:00+02:00'))).toEqual(['skip', 'nearest', 'keep']);
    expect(choicesOf(occurrence(3, 'closed'))).toEqual(['skip', 'keep']);
  });

  it('books free ones, skips conflicts by default, takes the nearest time when chosen, never the existing one again', () => {
    const list = [occurrence(0, 'free', null, true), occurrence(1, 'appointment', '2030-06-02T09:00:00+02:00'), occurrence(2, 'free'), occurrence(3, 'closed')];
    expect(chosenStarts(list, {})).toEqual([{ index: 2, startsAt: '2030-06-03T10:00:00+02:00' }]);
    expect(chosenStarts(list, { 1: 'nearest', 2: 'skip', 3: 'keep' })).toEqual([
      { index: 1, startsAt: '2030-06-02T09:00:00+02:00' },
      { index: 3, startsAt: '2030-06-04T10:00:00+02:00' },
    ]);
  });

  it('maps the field of a 409 back to the occurrence it names', () => {
    const chosen = [{ index: 0, startsAt: 'a' }, { index: 2, startsAt: 'c' }];
    expect(takenOccurrence({ 'occurrences.1.startsAt': 'taken' }, chosen)).toEqual({ index: 2, startsAt: 'c' });
    expect(takenOccurrence({ customerId: 'x' }, chosen)).toBeNull();
    expect(takenOccurrence(undefined, chosen)).toBeNull();
  });
});
