import type { Locale } from '@chairly/shared';

/**
 * How a spreadsheet on the stylist's computer reads a CSV it opens with a double click (issue #32.1,
 * D44): Excel splits at the list separator of the system's region and reads numbers with its decimal
 * mark. Where the decimal mark is a comma (de, fr, pt) the list separator is `;`; Arabic regions
 * keep the decimal point but also separate lists with `;`. Numbers detects the separator itself.
 */
export type CsvDialect = { separator: ',' | ';'; decimalMark: '.' | ',' };

export const CSV_DIALECTS: Record<Locale, CsvDialect> = {
  en: { separator: ',', decimalMark: '.' },
  de: { separator: ';', decimalMark: ',' },
  fr: { separator: ';', decimalMark: ',' },
  pt: { separator: ';', decimalMark: ',' },
  ar: { separator: ';', decimalMark: '.' },
};

/** The byte order mark: without it Excel reads UTF-8 as the system's legacy code page (ä → Ã¤). */
export const CSV_BOM = '\uFEFF';

/** A number we wrote ourselves (an amount, a count): never guarded, so the spreadsheet keeps it a number. */
export type CsvNumber = { number: string };
export type CsvCell = string | CsvNumber | null;

// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"); tab and CR start one too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds the separator, a quote or a line break, quotes doubled. */
export function csvCell(cell: CsvCell, separator: string): string {
  if (cell === null) return '';
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : cell.number;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated (RFC 4180 §2.1). */
export function csvRow(cells: CsvCell[], dialect: CsvDialect): string {
  return `${cells.map((cell) => csvCell(cell, dialect.separator)).join(dialect.separator)}\r\n`;
}
