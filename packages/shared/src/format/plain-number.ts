import { currencyExponent, type CurrencyCode } from './money';
import { wallTimeOf } from '../time/zoned-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An amount in minor units as a bare decimal for spreadsheets (issue #32.1, D44): no symbol, no
 * grouping, the currency's decimals and the given mark (`4550` EUR → `45.50` or `45,50`; `4500` JPY → `4500`).
 * Integer arithmetic, so no binary rounding ever shows.
 */
export function formatPlainAmount(minor: number, currency: CurrencyCode, decimalMark: '.' | ','): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(minor))).padStart(exponent + 1, '0');
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}${decimalMark}${digits.slice(-exponent)}`;
}

/** An instant as `yyyy-MM-dd HH:mm` on the wall clock of `timeZone`: the form every spreadsheet reads as a date and time. */
export function formatPlainDateTime(instant: number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}
