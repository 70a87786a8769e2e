import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { textDirection } from './direction';

describe('textDirection', () => {
  it('writes Arabic right to left, with or without a region', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('AR_sa')).toBe('rtl');
  });

  it('writes every other interface language left to right', () => {
    expect(LOCALES.filter((locale) => textDirection(locale) === 'ltr')).toEqual(['en', 'de', 'fr', 'pt']);
  });

  it('falls back to left to right for nothing or an unknown tag', () => {
    expect(textDirection(null)).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
    expect(textDirection('arn')).toBe('ltr');
  });
});
