import { describe, expect, it } from 'vitest';
import {
  currencyAffix,
  currencyCodes,
  currencyExponent,
  currencyForCountry,
  currencySymbol,
  fitsCurrency,
  formatAmount,
  formatMoney,
  formatNumber,
  fromMinorUnits,
  isCountryCode,
  isCurrencyCode,
  normalizeCurrency,
  numberSeparators,
  toMinorUnits,
} from './money';

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

  it('reads a currency code in any case, with stray spaces', () => {
    expect(normalizeCurrency(' eur ')).toBe('EUR');
    expect(isCurrencyCode('brl')).toBe(true);
    expect(isCurrencyCode('E1R')).toBe(false);
    expect(isCurrencyCode(' EUR')).toBe(false);
    expect(currencyExponent('jpy')).toBe(0);
    expect(formatMoney(4500, 'eur', 'en')).toBe('€45.00');
  });

  it('lists the currencies the runtime knows, sorted', () => {
    const codes = currencyCodes();
    expect(codes).toEqual(expect.arrayContaining(['BRL', 'EUR', 'JPY', 'KWD', 'USD']));
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });

  it('rounds to the nearest minor unit both ways, negative amounts too', () => {
    expect(fromMinorUnits(4550.4, 'EUR')).toBe(45.5);
    expect(toMinorUnits(45.554, 'EUR')).toBe(4555);
    expect(fitsCurrency(-45.55, 'EUR')).toBe(true);
    expect(fitsCurrency(-45.555, 'EUR')).toBe(false);
    // Floating-point dust is not a decimal.
    expect(fitsCurrency(45.50000000001, 'EUR')).toBe(true);
  });

  it('writes each reader her own format, however often the same currency is written', () => {
    expect(formatMoney(4500, 'EUR', 'de')).toBe('45,00\u00a0€');
    expect(formatMoney(4500, 'EUR', 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'USD', 'en')).toBe('$45.00');
    expect(formatMoney(4500, 'EUR', 'de')).toBe('45,00\u00a0€');
    expect(formatAmount(45.5, 'EUR', 'en')).toBe('€45.50');
    expect(formatAmount(4500, 'JPY', 'en')).toBe('¥4,500');
  });

  it('gives the side of the symbol from where the number starts, after any direction mark', () => {
    // Persian writes a left-to-right mark, then the symbol, then the number: the symbol comes first.
    expect(currencyAffix('EUR', 'fa')).toMatchObject({ symbol: '€', position: 'prefix' });
    expect(currencyAffix('EUR', 'ar')).toMatchObject({ symbol: '€', position: 'suffix' });
  });

  it('gives the separators of Latin digits also where the language writes its own digits', () => {
    expect(numberSeparators('ar-EG')).toEqual({ decimal: '.', group: ',' });
  });

  it('gives the symbol a reader sees beside an amount', () => {
    expect(currencySymbol('BRL', 'en')).toBe('R$');
    expect(currencySymbol('eur', 'de')).toBe('€');
    expect(currencySymbol('JPY', 'ja')).toBe('￥');
  });

  it('writes plain numbers and shares with the options asked for, each kept apart', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
  });
});
