import { describe, expect, it } from 'vitest';
import { ltrIsolate } from './bidi';

describe('ltrIsolate', () => {
  it('wraps the text in a left-to-right isolate and its closing mark, nothing else', () => {
    expect(ltrIsolate('+49 30 1234567')).toBe('\u2066+49 30 1234567\u2069');
    expect([...ltrIsolate('a@b.de')].slice(1, -1).join('')).toBe('a@b.de');
  });
});
