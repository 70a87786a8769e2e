import countryToCurrency from 'country-to-currency';
import { formatterCache } from './formatter-cache';

/**
 * Money in Chairly (issue #29): every amount is an integer in the currency's minor unit (cents for
 * EUR, yen for JPY, fils for KWD), stored with the stylist's currency (ISO 4217). The API's
 * decimal `price`/`amount` fields are the same amount in major units. These helpers are the one
 * place that knows how many decimals a currency has; nothing else multiplies or divides by 100.
 */

/** ISO 4217 code, upper case: `EUR`, `JPY`. */
export type CurrencyCode = string;

const exponents = new Map<string, number>();

/** Upper-case form of a currency code (`eur` → `EUR`); Stripe and old rows use lower case. */
export const normalizeCurrency = (code: string): CurrencyCode => code.trim().toUpperCase();

/** Whether `code` is an ISO 4217 currency this runtime knows (and so can format). */
export function isCurrencyCode(code: string): boolean {
  // Stryker disable next-line Regex: a longer code is not in the runtime's list either
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  return supportedCurrencies().has(normalizeCurrency(code));
}

let supported: Set<string> | null = null;
function supportedCurrencies(): Set<string> {
  supported ??= new Set(Intl.supportedValuesOf('currency'));
  return supported;
}

/** The ISO 4217 codes this runtime knows, sorted. */
export function currencyCodes(): CurrencyCode[] {
  // Stryker disable next-line MethodExpression: the runtime's list comes sorted; the sort makes sure
  return [...supportedCurrencies()].sort();
}

/**
 * The number of decimals of the currency's minor unit: JPY 0, EUR 2, KWD 3 (ISO 4217, as the
 * runtime's CLDR data gives it).
 */
export function currencyExponent(currency: CurrencyCode): number {
  const code = normalizeCurrency(currency);
  let exponent = exponents.get(code);
  // Stryker disable ConditionalExpression,CallExpression,LogicalOperator: a cache, and Intl always resolves the digits
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(code, exponent);
  }
  // Stryker restore ConditionalExpression,CallExpression,LogicalOperator
  return exponent;
}

/** Major units → minor units (`45.5` EUR → `4550`; `4500` JPY → `4500`), rounded to the nearest unit. */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** currencyExponent(currency));
}

/** Minor units → major units (`4550` EUR → `45.5`; `4500` JPY → `4500`; `12345` KWD → `12.345`). */
export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  const exponent = currencyExponent(currency);
  return Math.round(minor) / 10 ** exponent;
}

/** Whether a major-unit amount has no more decimals than the currency allows (`45.5` JPY: no). */
export function fitsCurrency(amount: number, currency: CurrencyCode): boolean {
  const scaled = amount * 10 ** currencyExponent(currency);
  // Stryker disable next-line EqualityOperator: no amount lands exactly on the tolerance
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const numberFormats = formatterCache<Intl.NumberFormat>();

/** One cached Intl.NumberFormat per locale and options (currency included). */
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  numberFormats(`${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** An amount in minor units written for a reader of `locale`: `4500` EUR in de → `45,00 €`. */
export function formatMoney(minor: number, currency: CurrencyCode, locale: string): string {
  const code = normalizeCurrency(currency);
  return numberFormat(locale, { style: 'currency', currency: code }).format(fromMinorUnits(minor, code));
}

/** The currency's symbol as a reader of `locale` sees it next to an amount (`€`, `¥`, `R$`). */
export function currencySymbol(currency: CurrencyCode, locale: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency: normalizeCurrency(currency) }).formatToParts(0);
  // Stryker disable next-line OptionalChaining: Intl always writes a currency part
  return parts.find((p) => p.type === 'currency')?.value ?? normalizeCurrency(currency);
}

/** ISO 3166-1 alpha-2 codes of the countries a stylist may choose, sorted. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countryToCurrency).sort();

/** Whether `code` is an ISO 3166-1 alpha-2 country code we know. */
export const isCountryCode = (code: string): boolean => Object.hasOwn(countryToCurrency, code.toUpperCase());

/** The currency proposed for a country (`DE` → `EUR`, `BR` → `BRL`); null for an unknown country. */
export function currencyForCountry(country: string): CurrencyCode | null {
  const code = country.toUpperCase() as keyof typeof countryToCurrency;
  const currency = Object.hasOwn(countryToCurrency, code) ? countryToCurrency[code] : null;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: today the runtime knows every country's currency
  return currency && isCurrencyCode(currency) ? currency : null;
}

/**
 * An amount in major units, as the API's decimal `price`/`amount` fields carry it, written for a
 * reader of `locale` with the currency's own decimals: `45` EUR in de → `45,00 €`, `4500` JPY → `¥4,500`.
 */
export function formatAmount(major: number, currency: CurrencyCode, locale: string): string {
  return formatMoney(toMinorUnits(major, currency), currency, locale);
}

/**
 * How a price input shows the currency for a reader of `locale`: its symbol, on the side the
 * locale writes it (`€` after the amount in de and fr, `$` before it in en), and the number of
 * decimals the input accepts (the currency's exponent).
 */
export function currencyAffix(currency: CurrencyCode, locale: string): { symbol: string; position: 'prefix' | 'suffix'; decimals: number } {
  const parts = numberFormat(locale, { style: 'currency', currency: normalizeCurrency(currency) }).formatToParts(1);
  const at = parts.findIndex((p) => p.type === 'currency');
  const firstNumber = parts.findIndex((p) => p.type === 'integer');
  return {
    // Stryker disable next-line OptionalChaining: Intl always writes a currency part
    symbol: parts[at]?.value ?? normalizeCurrency(currency),
    // Stryker disable next-line ConditionalExpression,UnaryOperator,EqualityOperator: the symbol and the number never share a place
    position: at !== -1 && at > firstNumber ? 'suffix' : 'prefix',
    decimals: currencyExponent(currency),
  };
}

/**
 * The separators a reader of `locale` writes in a number, as Intl writes it with Latin digits (the
 * only digits an amount input takes): `{ decimal: ',', group: '.' }` in de and pt, `','` and a narrow
 * no-break space in fr, `'.'` and `','` in en and ar. Amount inputs take them so a German stylist
 * types `45,50`.
 */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(12345.6);
  // Stryker disable OptionalChaining,StringLiteral: 12345.6 always has a decimal and a group separator
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
  // Stryker restore OptionalChaining,StringLiteral
}

/** A plain number (a rating, a count) or a share (`style: 'percent'`) written for a reader of `locale`. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A rate 0…1 as a percentage with at most one decimal (`0.125` → `12.5%`); `—` when there is none. */
export const formatPercent = (rate: number | null, locale: string): string =>
  rate === null ? '—' : formatNumber(rate, locale, { style: 'percent', maximumFractionDigits: 1 });
