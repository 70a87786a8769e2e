import { describe, expect, it } from 'vitest';
import { currencyExponent, currencyForCountry, fitsCurrency, formatMoney, fromMinorUnits, isCountryCode, isCurrencyCode, numberSeparators, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('knows each currency exponent', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('eur')).toBe(2);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('converts between major and minor units with the exponent', () => {
    expect(toMinorUnits(45, 'EUR')).toBe(4500);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(4500, 'JPY')).toBe(4500);
    expect(toMinorUnits(12.345, 'KWD')).toBe(12345);
    expect(fromMinorUnits(4550, 'EUR')).toBe(45.5);
    expect(fromMinorUnits(4500, 'JPY')).toBe(4500);
    expect(fromMinorUnits(12345, 'KWD')).toBe(12.345);
  });

  it('refuses more decimals than the currency has', () => {
    expect(fitsCurrency(45.5, 'JPY')).toBe(false);
    expect(fitsCurrency(45.55, 'EUR')).toBe(true);
    expect(fitsCurrency(45.555, 'EUR')).toBe(false);
    expect(fitsCurrency(1.005, 'KWD')).toBe(true);
  });

  it('writes an amount for the reader', () => {
    expect(formatMoney(4500, 'EUR', 'de')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'JPY', 'en')).toBe('¥4,500');
  });

  it('gives the separators each language types in a number, with Latin digits', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: '\u202f' });
    expect(numberSeparators('pt')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('ar')).toEqual({ decimal: '.', group: ',' });
  });

  it('knows countries and proposes their currency', () => {
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('br')).toBe('BRL');
    expect(currencyForCountry('ZZ')).toBeNull();
    expect(isCountryCode('PT')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('EURO')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
  });
});
