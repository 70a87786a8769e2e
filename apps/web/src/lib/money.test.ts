import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { useCurrencyInput, useMoney } from './money';

beforeAll(() => initI18n('en'));

describe('money on screen (issue #29)', () => {
  it('writes an amount in the given currency for the reader’s language', async () => {
    await i18n.changeLanguage('de');
    expect(renderHook(() => useMoney('EUR')).result.current(45)).toBe('45,00\u00a0€');
    expect(renderHook(() => useMoney('JPY')).result.current(4500)).toBe('4.500\u00a0¥');
    await i18n.changeLanguage('en');
    expect(renderHook(() => useMoney('EUR')).result.current(45)).toBe('€45.00');
  });

  it('falls back to the one default only while no currency is known', async () => {
    await i18n.changeLanguage('en');
    expect(renderHook(() => useMoney(null)).result.current(45)).toBe('$45.00');
  });

  it('puts the symbol of an amount input where the language writes it, with the currency’s decimals', async () => {
    await i18n.changeLanguage('de');
    expect(renderHook(() => useCurrencyInput('EUR')).result.current).toMatchObject({ suffix: '\u00a0€', decimalScale: 2 });
    await i18n.changeLanguage('en');
    expect(renderHook(() => useCurrencyInput('JPY')).result.current).toMatchObject({ prefix: '¥', decimalScale: 0 });
    expect(renderHook(() => useCurrencyInput('KWD')).result.current).toMatchObject({ decimalScale: 3 });
  });

  it('gives an amount input the separators of the reader’s language; its grouping mark never becomes the decimal mark', async () => {
    const separators = async (language: string) => {
      await i18n.changeLanguage(language);
      const { decimalSeparator, thousandSeparator, allowedDecimalSeparators } = renderHook(() => useCurrencyInput('EUR')).result.current;
      return { decimalSeparator, thousandSeparator, allowedDecimalSeparators };
    };
    expect(await separators('en')).toEqual({ decimalSeparator: '.', thousandSeparator: ',', allowedDecimalSeparators: ['.'] });
    expect(await separators('de')).toEqual({ decimalSeparator: ',', thousandSeparator: '.', allowedDecimalSeparators: [','] });
    expect(await separators('pt')).toEqual({ decimalSeparator: ',', thousandSeparator: '.', allowedDecimalSeparators: [','] });
    expect(await separators('fr')).toEqual({ decimalSeparator: ',', thousandSeparator: '\u202f', allowedDecimalSeparators: [',', '.'] });
    expect(await separators('ar')).toEqual({ decimalSeparator: '.', thousandSeparator: ',', allowedDecimalSeparators: ['.'] });
    await i18n.changeLanguage('en');
  });
});
