import { DEMO_ACCOUNTS, toMinorUnits } from '@chairly/shared';
import { eq } from 'drizzle-orm';
import { services, stylists } from '../schema/index';
import { categoryIdsBySlug, stylistIdBySubject } from './catalogue-lookups';
import type { Seed, SeedDb } from './types';

type DemoService = { name: string; price: number; hourly?: boolean; duration: number; public?: boolean; category: string };

const ANNA: DemoService[] = [
  { name: "Women's cut & blow-dry", price: 58, duration: 60, public: true, category: 'haircuts' },
  { name: "Men's cut", price: 32, duration: 30, public: true, category: 'haircuts' },
  { name: 'Blow-dry & styling', price: 35, duration: 45, public: true, category: 'styling' },
  { name: 'Bridal hair trial', price: 65, hourly: true, duration: 60, category: 'styling' },
  { name: 'Balayage', price: 145.5, duration: 180, public: true, category: 'highlights' },
  { name: 'Root colour', price: 62.9, duration: 90, public: true, category: 'full-colour' },
  { name: 'Gloss & tone', price: 39.99, duration: 40, category: 'toning' },
  { name: 'Brow shaping & tint', price: 24, duration: 25, public: true, category: 'brow-shaping' },
  { name: 'Lash lift', price: 55, duration: 50, public: true, category: 'lash-lift' },
  { name: 'Event make-up', price: 70, hourly: true, duration: 60, category: 'day-make-up' },
];

const BELLA: DemoService[] = [
  { name: 'Gel manicure', price: 35, duration: 60, public: true, category: 'gel-nails' },
  { name: 'Classic pedicure', price: 30, duration: 50, public: true, category: 'pedicure' },
  { name: 'Nail art (per hour)', price: 40, hourly: true, duration: 60, public: true, category: 'nail-art' },
  { name: 'Classic lash extensions', price: 75, duration: 120, public: true, category: 'lash-extensions' },
  { name: 'Lash refill', price: 45, duration: 75, category: 'lash-extensions' },
  { name: 'Gel removal', price: 12.5, duration: 20, category: 'manicure' },
];

async function seedFor(db: SeedDb, sub: string, list: DemoService[]) {
  const stylistId = await stylistIdBySubject(db, sub);
  if (stylistId === null) return;
  const categoryIds = await categoryIdsBySlug(db, [...new Set(list.map((s) => s.category))]);
  const existing = await db
    .select({ name: services.name })
    .from(services)
    .where(eq(services.stylistId, stylistId));
  const names = new Set(existing.map((s) => s.name));
  // Issue #29: the prices above are in her currency's major units (Anna EUR, Bella BRL).
  const [stylist] = await db.select({ currency: stylists.currency }).from(stylists).where(eq(stylists.id, stylistId));
  const currency = stylist?.currency ?? 'EUR';
  const rows = list
    .filter((s) => !names.has(s.name))
    .map((s) => ({
      stylistId,
      name: s.name,
      priceCents: toMinorUnits(s.price, currency),
      hourly: s.hourly ?? false,
      durationMinutes: s.duration,
      public: s.public ?? false,
      categoryId: categoryIds.get(s.category) ?? 0,
    }));
  if (rows.length > 0) await db.insert(services).values(rows);
}

/** Demo services of anna (hair, colour, brows, make-up) and bella (nails and lashes); natural key: name. */
export const servicesSeed: Seed = {
  name: 'services',
  run: async (db) => {
    await seedFor(db, DEMO_ACCOUNTS.anna.sub, ANNA);
    await seedFor(db, DEMO_ACCOUNTS.bella.sub, BELLA);
  },
};
