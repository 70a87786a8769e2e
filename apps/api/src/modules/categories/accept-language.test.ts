import { describe, expect, it } from 'vitest';
import { preferredLocale } from './accept-language';

describe('preferredLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['es-ES,es;q=0.9,pt-BR;q=0.8,en;q=0.5', 'pt'],
    ['en;q=0.5,de;q=0.9', 'de'],
    ['de;q=0,fr;q=0.1', 'fr'],
    ['ja,zh', 'en'],
    [['it', 'pt'], 'pt'],
  ])('%s → %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});
