import { describe, expect, it } from 'vitest';
import { splitOffered } from './book-again';

const BOOKED = [
  { id: 3, name: 'Cut' },
  { id: 9, name: 'Balayage' },
  { id: 5, name: 'Blow-dry' },
  { id: 3, name: 'Cut' },
];

describe('"Book again" with what she offers now (issue #31.11)', () => {
  it('keeps the offered services in their order, once each, and names the ones left out', () => {
    expect(splitOffered(BOOKED, new Set([3, 5, 7]))).toEqual({ serviceIds: [3, 5], leftOut: ['Balayage'] });
  });

  it('keeps them all when her list could not be read', () => {
    expect(splitOffered(BOOKED, null)).toEqual({ serviceIds: [3, 9, 5], leftOut: [] });
  });

  it('leaves all out when she offers none of them any more', () => {
    expect(splitOffered(BOOKED, new Set([1]))).toEqual({ serviceIds: [], leftOut: ['Cut', 'Balayage', 'Blow-dry'] });
  });
});
