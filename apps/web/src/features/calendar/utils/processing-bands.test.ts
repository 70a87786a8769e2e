import { describe, expect, it } from 'vitest';
import { processingBands } from './processing-bands';

describe('processingBands', () => {
  it('places each window inside the appointment box', () => {
    const colour = {
      startsAt: '2030-03-04T10:00:00+01:00',
      endsAt: '2030-03-04T11:30:00+01:00',
      processing: [{ startsAt: '2030-03-04T10:30:00+01:00', endsAt: '2030-03-04T11:15:00+01:00' }],
    };
    const [band, ...more] = processingBands(colour);
    expect(more).toEqual([]);
    expect(band).toMatchObject({ startsAt: '2030-03-04T10:30:00+01:00', endsAt: '2030-03-04T11:15:00+01:00' });
    expect(band?.top).toBeCloseTo(100 / 3, 9);
    expect(band?.height).toBeCloseTo(50, 9);
  });
  it('counts real time across a DST change (offsets differ)', () => {
    const night = {
      startsAt: '2026-10-25T01:30:00+02:00',
      endsAt: '2026-10-25T02:30:00+01:00',
      processing: [{ startsAt: '2026-10-25T02:00:00+02:00', endsAt: '2026-10-25T02:00:00+01:00' }],
    };
    const [band] = processingBands(night);
    expect(band?.top).toBeCloseTo(25, 9);
    expect(band?.height).toBeCloseTo(50, 9);
  });
  it('nothing without windows', () => {
    expect(processingBands({ startsAt: '2030-03-04T10:00:00+01:00', endsAt: '2030-03-04T11:00:00+01:00' })).toEqual([]);
    expect(processingBands({ startsAt: '2030-03-04T10:00:00+01:00', endsAt: '2030-03-04T11:00:00+01:00', processing: [] })).toEqual([]);
  });
});
