import { describe, expect, it } from 'vitest';
import { browserRegion, countryOptions, currencyLabel, currencyOptions, proposedCurrency } from './countries';

describe('country and currency choices (issue #29)', () => {
  it('names the countries in the reader language, sorted as it sorts them', () => {
    const german = countryOptions('de');
    expect(german).toContainEqual({ value: 'DE', label: 'Deutschland' });
    expect(countryOptions('fr')).toContainEqual({ value: 'DE', label: 'Allemagne' });
    const labels = german.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
  });

  it('names currencies with their code and proposes the country currency', () => {
    expect(currencyLabel('EUR', 'en')).toBe('Euro (EUR)');
    expect(currencyLabel('JPY', 'de')).toBe('Japanischer Yen (JPY)');
    expect(currencyOptions('en').map((o) => o.value)).toEqual(expect.arrayContaining(['EUR', 'JPY', 'BRL', 'KWD']));
    expect(proposedCurrency('JP', 'USD')).toBe('JPY');
    expect(proposedCurrency('BR', null)).toBe('BRL');
    expect(proposedCurrency(null, 'USD')).toBe('USD');
  });

  it('preselects the region the browser language names, if any', () => {
    expect(browserRegion(['de-AT', 'en-GB'])).toBe('AT');
    expect(browserRegion(['fr', 'pt-BR'])).toBe('BR');
    expect(browserRegion(['en'])).toBeNull();
  });
});
