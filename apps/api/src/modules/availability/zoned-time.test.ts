import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './zoned-time';

describe('isKnownTimeZone', () => {
  it('knows the IANA names of this runtime and nothing else', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
