import { addDays, AppError, resolveLocale, startOfWallDay, type ExportRangeQuery, type ExportTable, type Locale } from '@chairly/shared';
import { currencyOr } from '../../lib/stylist-currency';
import { CSV_BOM, CSV_DIALECTS, csvRow } from './csv';
import { cellsOf, headerOf, type CellContext } from './csv-tables';
import { EXPORT_PAGE_SIZE, type ExportsRepository, type InstantRange } from './exports.repository';

type Deps = { repository: ExportsRepository; defaultCurrency: string };

/** Her calendar dates (both included) as instants in her zone: from the start of `from` to the start of the day after `to`. */
export const instantRange = (query: ExportRangeQuery, timeZone: string): InstantRange => ({
  from: query.from ? new Date(startOfWallDay(query.from, timeZone)) : null,
  to: query.to ? new Date(startOfWallDay(addDays(query.to, 1), timeZone)) : null,
});

/** Every row of one of her tables, page by page (ids ascending), so memory stays one page whatever her size. */
export async function* rowsOf(repository: ExportsRepository, table: ExportTable, stylistId: number, range: InstantRange, locale: Locale) {
  let after = 0;
  for (;;) {
    const rows =
      table === 'customers' ? await repository.customers(stylistId, range, after)
      : table === 'appointments' ? await repository.appointments(stylistId, range, after)
      : table === 'services' ? await repository.services(stylistId, range, after, locale)
      : await repository.reviews(stylistId, range, after);
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = Number(rows.at(-1)!.id);
  }
}

export function createCsvExportService({ repository, defaultCurrency }: Deps) {
  async function contextOf(stylistId: number): Promise<CellContext> {
    const profile = await repository.profile(stylistId);
    if (!profile) throw new AppError('NOT_FOUND', 'Stylist not found');
    const locale = resolveLocale(profile.locale);
    return { locale, timeZone: profile.timeZone, currency: currencyOr(profile.currency, defaultCurrency), dialect: CSV_DIALECTS[locale] };
  }

  return {
    /**
     * The CSV of one table as text chunks: BOM and header first, then one chunk per page. Her
     * profile is read before the first byte, so a missing stylist is still a clean 404.
     */
    async open(stylistId: number, table: ExportTable, query: ExportRangeQuery): Promise<AsyncIterable<string>> {
      const context = await contextOf(stylistId);
      const range = instantRange(query, context.timeZone);
      async function* chunks() {
        yield CSV_BOM + csvRow(headerOf(table, context.locale), context.dialect);
        let buffer = '';
        let count = 0;
        for await (const row of rowsOf(repository, table, stylistId, range, context.locale)) {
          buffer += csvRow(cellsOf(table, row as never, context), context.dialect);
          if (++count % EXPORT_PAGE_SIZE === 0) {
            yield buffer;
            buffer = '';
          }
        }
        if (buffer) yield buffer;
      }
      return chunks();
    },
  };
}
export type CsvExportService = ReturnType<typeof createCsvExportService>;
