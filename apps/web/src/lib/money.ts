import { currencyAffix, formatAmount, numberSeparators } from '@chairly/shared/format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one fallback currency of the web app (issue #29): used only while no answer has named the
 * stylist's currency yet (her profile still loading). Every amount is otherwise written in the
 * currency the API sends with it or the stylist's own.
 */
const FALLBACK_CURRENCY = 'USD';

export const currencyOr = (currency: string | null | undefined): string => currency || FALLBACK_CURRENCY;

/**
 * Writes the API's decimal amounts (major units) in `currency` for the reader's language:
 * `useMoney('EUR')(45)` → `45,00 €` in German, `€45.00` in English.
 */
export function useMoney(currency: string | null | undefined): (amount: number) => string {
  const { i18n } = useTranslation();
  const code = currencyOr(currency);
  const language = i18n.language;
  return useCallback((amount: number) => formatAmount(amount, code, language), [code, language]);
}

/** What `useCurrencyInput` hands a Mantine NumberInput. */
export type CurrencyInputProps = {
  prefix?: string;
  suffix?: string;
  decimalScale: number;
  decimalSeparator: string;
  thousandSeparator: string;
  allowedDecimalSeparators: string[];
};

/**
 * Props of a Mantine NumberInput for an amount in `currency`: the symbol on the side the reader's
 * language writes it, as many decimals as the currency has (JPY 0, EUR 2, KWD 3), and the reader's
 * own separators, so a German stylist types `45,50` and reads 1250.5 as `1.250,5`. The value the input hands
 * back stays a number (45.5), whatever the language.
 */
export function useCurrencyInput(currency: string | null | undefined): CurrencyInputProps {
  const { i18n } = useTranslation();
  const { symbol, position, decimals } = currencyAffix(currencyOr(currency), i18n.language);
  const { decimal, group } = numberSeparators(i18n.language);
  const separators = {
    decimalSeparator: decimal,
    thousandSeparator: group,
    // A key that is the language's grouping mark never turns into its decimal mark: "1.250" in
    // German is twelve hundred and fifty, not 1,25. The other of '.' and ',' still does (a French
    // "45.50" is 45,50).
    allowedDecimalSeparators: [...new Set([decimal, '.', ','])].filter((mark) => mark !== group),
  };
  return position === 'prefix'
    ? { prefix: symbol, decimalScale: decimals, ...separators }
    : { suffix: `\u00a0${symbol}`, decimalScale: decimals, ...separators };
}
