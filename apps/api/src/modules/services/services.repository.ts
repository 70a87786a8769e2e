import { toMinorUnits, type CurrencyCode, type Locale, type ServiceInput } from '@chairly/shared';
import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedByShape, preparedOnce } from '../../db/prepared';
import { orderByOf, orderKey, type OrderTerm } from '../../lib/hydra';
import { stylistCurrency } from '../../lib/stylist-currency';
import { categories, services, stylists } from '../../db/schema/index';
import { categoryNameColumn } from '../categories/index';
import { bookableOnlineSql } from '../../lib/bookable-online';

/** Sortable fields of the list (docs/product.md §2) and the columns behind them. */
export const SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  price: services.priceCents,
  hourly: services.hourly,
  duration: services.durationMinutes,
  public: services.public,
};

export type ServiceRow = NonNullable<Awaited<ReturnType<ServicesRepository['findById']>>>;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The service's columns; amounts in the minor unit of the stylist's `currency` (issue #29). */
function toColumns(input: ServiceInput, currency: string) {
  return {
    name: input.name,
    priceCents: toMinorUnits(input.price, currency),
    hourly: input.hourly,
    durationMinutes: input.duration,
    bufferMinutes: input.bufferMinutes,
    processingStartMinutes: input.processingMinutes === 0 ? 0 : input.processingStartMinutes,
    processingMinutes: input.processingMinutes,
    public: input.public,
    categoryId: input.category,
    depositMode: input.depositMode,
    // A fixed deposit travels in major units and is stored in minor units; a percentage as it is.
    depositValue:
      input.depositValue === null ? null : input.depositMode === 'amount' ? toMinorUnits(input.depositValue, currency) : input.depositValue,
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

/** Every query is scoped by the stylist (tenant); soft-deleted services are invisible. */
export function createServicesRepository(db: Db, defaultCurrency: CurrencyCode) {
  const live = (stylistId: number, ...more: (SQL | undefined)[]) => and(eq(services.stylistId, stylistId), isNull(services.deletedAt), ...more);
  const select = (locale: Locale) =>
    db
      .select({
        id: services.id,
        name: services.name,
        priceCents: services.priceCents,
        hourly: services.hourly,
        durationMinutes: services.durationMinutes,
        bufferMinutes: services.bufferMinutes,
        processingStartMinutes: services.processingStartMinutes,
        processingMinutes: services.processingMinutes,
        depositMode: services.depositMode,
        depositValue: services.depositValue,
        public: services.public,
        categoryId: categories.id,
        categoryName: categoryNameColumn(locale),
        categoryParentId: categories.parentId,
      })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId));
  // The hot reads, prepared once per shape (issue #22); their values are placeholders.
  const byStylist = sql.placeholder('stylistId');
  const byPattern = sql.placeholder('pattern');
  const listQuery = preparedByShape(
    (shape: { locale: Locale; order: OrderTerm[]; search: boolean }) => `${shape.locale}|${orderKey(shape.order)}|${shape.search}`,
    ({ locale, order, search }) =>
      select(locale)
        .where(and(eq(services.stylistId, byStylist), isNull(services.deletedAt), search ? ilike(services.name, byPattern) : undefined))
        .orderBy(...orderByOf(order, SERVICE_COLUMNS))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
  const countQuery = preparedByShape(
    (search: boolean) => String(search),
    (search) =>
      db
        .select({ total: count() })
        .from(services)
        .where(and(eq(services.stylistId, byStylist), isNull(services.deletedAt), search ? ilike(services.name, byPattern) : undefined)),
  );
  const publicQuery = preparedByShape(
    (locale: Locale) => locale,
    (locale) =>
      select(locale)
        .where(and(eq(services.stylistId, byStylist), isNull(services.deletedAt), eq(services.public, true)))
        .orderBy(categories.position, categories.id, services.name, services.id),
  );
  const bySubdomain = preparedOnce(() => db.select({ id: stylists.id }).from(stylists).where(eq(stylists.subdomain, sql.placeholder('subdomain'))));

  return {
    async list(stylistId: number, options: { locale: Locale; search?: string; order: OrderTerm[]; limit: number; offset: number }) {
      const { locale, search, order, limit, offset } = options;
      return listQuery({ locale, order, search: Boolean(search) }).execute({ stylistId, limit, offset, pattern: search ? containsPattern(search) : null });
    },
    async count(stylistId: number, search?: string): Promise<number> {
      const [row] = await countQuery(Boolean(search)).execute({ stylistId, pattern: search ? containsPattern(search) : null });
      return row?.total ?? 0;
    },
    async findById(stylistId: number, id: number, locale: Locale) {
      const [row] = await select(locale).where(live(stylistId, eq(services.id, id)));
      return row ?? null;
    },
    /** Public, not deleted services, grouped by category in catalogue order. */
    async listPublic(stylistId: number, locale: Locale) {
      return publicQuery(locale).execute({ stylistId });
    },
    /** The stylist's currency (issue #29): her prices are in its minor unit. */
    currencyOf: (stylistId: number) => stylistCurrency(db, stylistId, defaultCurrency),
    async insert(stylistId: number, input: ServiceInput, currency: string): Promise<number> {
      const [row] = await db.insert(services).values({ stylistId, ...toColumns(input, currency) }).returning({ id: services.id });
      if (!row) throw new Error('The service was not stored');
      return row.id;
    },
    async update(stylistId: number, id: number, input: ServiceInput, currency: string): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ ...toColumns(input, currency), updatedAt: sql`now()` })
        .where(live(stylistId, eq(services.id, id)))
        .returning({ id: services.id });
      return rows.length > 0;
    },
    /** Soft delete: appointments that refer to the service keep their history. */
    async softDelete(stylistId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(services)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(live(stylistId, eq(services.id, id)))
        .returning({ id: services.id });
      return rows.length > 0;
    },
    /**
     * Issue #34 (D63): how a member the public page may name (active, taking online bookings)
     * performs the services: all of them or only those listed, each at her own duration and price
     * where she has one (minor units). Null: no such member of this business.
     */
    async publicMember(stylistId: number, memberId: number): Promise<{ allServices: boolean; own: Map<number, { durationMinutes: number | null; priceCents: number | null }> } | null> {
      const { rows } = await db.execute<{ all_services: boolean; service_id: string | null; duration_minutes: number | null; price_cents: number | null }>(sql`
        SELECT m.all_services, ms.service_id, ms.duration_minutes, ms.price_cents
        FROM members m LEFT JOIN member_services ms ON ms.member_id = m.id
        WHERE m.stylist_id = ${stylistId} AND m.id = ${memberId} AND ${bookableOnlineSql('m')}`);
      const first = rows[0];
      if (!first) return null;
      const own = new Map(rows.filter((r) => r.service_id !== null).map((r) => [Number(r.service_id), { durationMinutes: r.duration_minutes, priceCents: r.price_cents }]));
      return { allServices: first.all_services, own };
    },
    async stylistIdBySubdomain(subdomain: string): Promise<number | null> {
      const [row] = await bySubdomain().execute({ subdomain });
      return row?.id ?? null;
    },
    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return row !== undefined;
    },
  };
}
