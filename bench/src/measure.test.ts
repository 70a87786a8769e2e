import { describe, expect, it } from 'vitest';
import { combineSlices, interleave, type SliceFigures } from './measure';

const slice = (figures: Partial<SliceFigures>): SliceFigures => ({
  requestsPerSecond: 0,
  p50Ms: 0,
  p99Ms: 0,
  errors: 0,
  non2xx: 0,
  requests: 0,
  seconds: 5,
  unexpectedAnswers: 0,
  serverCpuMicros: 0,
  postgresCpuMicros: 0,
  loadAverage: 1,
  ...figures,
});

describe('interleave', () => {
  it('takes turns, the order reversed every other round', () => {
    expect(interleave(['baseline', 'before', 'api'], 3)).toEqual(['baseline', 'before', 'api', 'api', 'before', 'baseline', 'baseline', 'before', 'api']);
  });
  it('is the given order for one round', () => {
    expect(interleave(['baseline', 'api'], 1)).toEqual(['baseline', 'api']);
  });
});

describe('combineSlices', () => {
  it('sums requests, failures and CPU over the slices and divides by their whole time', () => {
    const row = combineSlices([
      slice({ requests: 1000, seconds: 5, serverCpuMicros: 50_000, postgresCpuMicros: 20_000, p50Ms: 1, p99Ms: 4, errors: 1, non2xx: 2, unexpectedAnswers: 3, loadAverage: 1 }),
      slice({ requests: 3000, seconds: 5, serverCpuMicros: 90_000, postgresCpuMicros: 20_000, p50Ms: 3, p99Ms: 9, errors: 1, loadAverage: 2 }),
    ]);
    expect(row).toMatchObject({ requests: 4000, requestsPerSecond: 400, serverCpuMicrosPerRequest: 35, postgresCpuMicrosPerRequest: 10, errors: 2, non2xx: 2, unexpectedAnswers: 3 });
    // p50: weighted by requests (1×1000 + 3×3000) / 4000; p99: the worst slice's.
    expect(row.p50Ms).toBe(2.5);
    expect(row.p99Ms).toBe(9);
    expect(row.loadAverage).toBe(1.5);
  });
  it('has no PostgreSQL figure when a slice could not read it, and zeros without requests (no division by zero)', () => {
    const row = combineSlices([slice({ postgresCpuMicros: null, p50Ms: 3 }), slice({})]);
    expect(row.postgresCpuMicrosPerRequest).toBeNull();
    expect(row.p50Ms).toBe(0);
    expect(row.serverCpuMicrosPerRequest).toBe(0);
    expect(row.requestsPerSecond).toBe(0);
  });
});
