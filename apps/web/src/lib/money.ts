import { currencyAffix, formatAmount } from '@chairly/shared/format';
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

/**
 * Props of a Mantine NumberInput for an amount in `currency`: the symbol on the side the reader's
 * language writes it, and as many decimals as the currency has (JPY 0, EUR 2, KWD 3).
 */
export function useCurrencyInput(currency: string | null | undefined): { prefix?: string; suffix?: string; decimalScale: number } {
  const { i18n } = useTranslation();
  const { symbol, position, decimals } = currencyAffix(currencyOr(currency), i18n.language);
  return position === 'prefix'
    ? { prefix: symbol, decimalScale: decimals }
    : { suffix: `\u00a0${symbol}`, decimalScale: decimals };
}
