import { eq, inArray } from 'drizzle-orm';
import { categories, stylists } from '../schema/index';
import type { SeedDb } from './types';

export async function stylistIdBySubject(db: SeedDb, sub: string): Promise<number | null> {
  const [row] = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.authSubject, sub));
  return row?.id ?? null;
}

export async function categoryIdsBySlug(db: SeedDb, slugs: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const missing = slugs.filter((s) => !ids.has(s));
  if (missing.length > 0) throw new Error(`Categories ${missing.join(', ')} are missing: run the categories seed first`);
  return ids;
}
