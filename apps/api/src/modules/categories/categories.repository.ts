import type { Locale } from '@chairly/shared';
import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';

const NAME_COLUMNS = { en: categories.nameEn, de: categories.nameDe, fr: categories.nameFr, pt: categories.namePt, ar: categories.nameAr } as const;

/** The column holding a category's name in `locale`. */
export function categoryNameColumn(locale: Locale) {
  return NAME_COLUMNS[locale];
}

const parent = alias(categories, 'parent');

/** Tree order: each top-level category (by position) directly followed by its children (by position). */
const TREE_ORDER: SQL[] = [
  sql`coalesce(${parent.position}, ${categories.position})`,
  sql`coalesce(${parent.id}, ${categories.id})`,
  sql`${categories.parentId} IS NOT NULL`,
  sql`${categories.position}`,
  sql`${categories.id}`,
];

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

export function createCategoriesRepository(db: Db) {
  return {
    /** In tree order, or by id when `idDirection` is given. */
    async list(options: { locale: Locale; idDirection?: 'asc' | 'desc'; limit: number; offset: number }) {
      const byId = options.idDirection === 'asc' ? asc(categories.id) : desc(categories.id);
      return db
        .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, name: categoryNameColumn(options.locale) })
        .from(categories)
        .leftJoin(parent, sql`${parent.id} = ${categories.parentId}`)
        .orderBy(...(options.idDirection ? [byId] : TREE_ORDER))
        .limit(options.limit)
        .offset(options.offset);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(categories);
      return row?.total ?? 0;
    },
  };
}
