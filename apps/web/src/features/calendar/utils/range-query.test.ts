import { describe, expect, it } from 'vitest';
import { rangeKey, rangeToQuery } from './range-query';

describe('range → query', () => {
  it('sends the visible range as after (inclusive) and strictly_before (exclusive), offsets kept', () => {
    expect(rangeToQuery({ start: '2031-03-24T00:00:00+01:00', end: '2031-03-31T00:00:00+02:00' })).toEqual({
      'startsAt[after]': '2031-03-24T00:00:00+01:00',
      'startsAt[strictly_before]': '2031-03-31T00:00:00+02:00',
    });
  });

  it('keys a range by its instants, so two spellings of one range share the cache and another week does not', () => {
    const berlin = rangeKey({ start: '2031-01-06T00:00:00+01:00', end: '2031-01-13T00:00:00+01:00' });
    expect(rangeKey({ start: '2031-01-05T23:00:00Z', end: '2031-01-12T23:00:00Z' })).toEqual(berlin);
    expect(rangeKey({ start: '2031-01-13T00:00:00+01:00', end: '2031-01-20T00:00:00+01:00' })).not.toEqual(berlin);
  });
});
