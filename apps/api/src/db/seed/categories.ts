import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { categories } from '../schema/index';
import type { Seed } from './types';

type Names = readonly [en: string, de: string, fr: string, pt: string];
type Node = { slug: string; names: Names; children?: Node[] };

/** The beauty catalogue every installation offers: seven groups, each with a few specialities. */
export const CATEGORY_TREE: readonly Node[] = [
  {
    slug: 'hair', names: ['Hair', 'Haare', 'Cheveux', 'Cabelo'], children: [
      { slug: 'haircuts', names: ['Haircuts', 'Haarschnitte', 'Coupes', 'Cortes'] },
      { slug: 'styling', names: ['Styling & blow-dry', 'Styling & Föhnen', 'Coiffage & brushing', 'Penteados & brushing'] },
      { slug: 'hair-treatments', names: ['Hair treatments', 'Haarpflege', 'Soins capillaires', 'Tratamentos capilares'] },
      { slug: 'extensions', names: ['Extensions', 'Extensions', 'Extensions', 'Extensões'] },
    ],
  },
  {
    slug: 'colour', names: ['Colour', 'Farbe', 'Coloration', 'Coloração'], children: [
      { slug: 'full-colour', names: ['Full colour', 'Komplettfärbung', 'Coloration complète', 'Coloração completa'] },
      { slug: 'highlights', names: ['Highlights & balayage', 'Strähnen & Balayage', 'Mèches & balayage', 'Madeixas & balayage'] },
      { slug: 'toning', names: ['Toning & gloss', 'Tönung & Glanz', 'Patine & gloss', 'Tonalização & gloss'] },
    ],
  },
  {
    slug: 'nails', names: ['Nails', 'Nägel', 'Ongles', 'Unhas'], children: [
      { slug: 'manicure', names: ['Manicure', 'Maniküre', 'Manucure', 'Manicure'] },
      { slug: 'pedicure', names: ['Pedicure', 'Pediküre', 'Pédicure', 'Pedicure'] },
      { slug: 'gel-nails', names: ['Gel & acrylic', 'Gel & Acryl', 'Gel & résine', 'Gel & acrílico'] },
      { slug: 'nail-art', names: ['Nail art', 'Nail-Art', 'Nail art', 'Nail art'] },
    ],
  },
  {
    slug: 'lashes-brows', names: ['Lashes & brows', 'Wimpern & Brauen', 'Cils & sourcils', 'Pestanas & sobrancelhas'], children: [
      { slug: 'lash-extensions', names: ['Lash extensions', 'Wimpernverlängerung', 'Extensions de cils', 'Extensão de pestanas'] },
      { slug: 'lash-lift', names: ['Lash lift & tint', 'Wimpernlifting & Färben', 'Rehaussement & teinture de cils', 'Lifting & coloração de pestanas'] },
      { slug: 'brow-shaping', names: ['Brow shaping', 'Augenbrauenformung', 'Restructuration des sourcils', 'Design de sobrancelhas'] },
    ],
  },
  {
    slug: 'skin', names: ['Skin', 'Haut', 'Peau', 'Pele'], children: [
      { slug: 'facials', names: ['Facials', 'Gesichtsbehandlungen', 'Soins du visage', 'Limpezas de pele'] },
      { slug: 'waxing', names: ['Waxing', 'Waxing', 'Épilation à la cire', 'Depilação com cera'] },
      { slug: 'peels', names: ['Peels', 'Peelings', 'Peelings', 'Peelings'] },
    ],
  },
  {
    slug: 'massage', names: ['Massage', 'Massage', 'Massage', 'Massagem'], children: [
      { slug: 'relaxing-massage', names: ['Relaxing massage', 'Entspannungsmassage', 'Massage relaxant', 'Massagem relaxante'] },
      { slug: 'deep-tissue', names: ['Deep tissue', 'Tiefengewebsmassage', 'Massage profond', 'Massagem de tecidos profundos'] },
      { slug: 'head-massage', names: ['Head & scalp massage', 'Kopfmassage', 'Massage crânien', 'Massagem craniana'] },
    ],
  },
  {
    slug: 'make-up', names: ['Make-up', 'Make-up', 'Maquillage', 'Maquilhagem'], children: [
      { slug: 'day-make-up', names: ['Day & evening make-up', 'Tages- & Abend-Make-up', 'Maquillage jour & soir', 'Maquilhagem de dia & noite'] },
      { slug: 'bridal', names: ['Bridal', 'Braut-Make-up', 'Mariée', 'Noivas'] },
      { slug: 'make-up-lessons', names: ['Make-up lessons', 'Schminkkurse', 'Cours de maquillage', 'Aulas de maquilhagem'] },
    ],
  },
];

/**
 * The Arabic names are written once, in the migration that added the column (0023, which names
 * every shipped category by slug and may never change): the seed reads them from there rather
 * than repeating them. A category added later needs an Arabic name read the same way (from the
 * migration that names it); seeding fails for a category without one, and so does the seed test.
 */
export function arabicNamesOf(migrationSql: string): ReadonlyMap<string, string> {
  return new Map([...migrationSql.matchAll(/\('([a-z-]+)', '([^']+)'\)/g)].map(([, slug, name]) => [slug!, name!]));
}

export const ARABIC_CATEGORY_NAMES = arabicNamesOf(
  readFileSync(new URL('../migrations/0023_arabic_category_names.sql', import.meta.url), 'utf8'),
);

function row(node: Node, position: number, parentId: number | null) {
  const [nameEn, nameDe, nameFr, namePt] = node.names;
  const nameAr = ARABIC_CATEGORY_NAMES.get(node.slug);
  if (!nameAr) throw new Error(`Category ${node.slug} has no Arabic name in the migrations`);
  return { slug: node.slug, nameEn, nameDe, nameFr, namePt, nameAr, position, parentId };
}

const upsertNames = {
  nameEn: sql`excluded.name_en`,
  nameDe: sql`excluded.name_de`,
  nameFr: sql`excluded.name_fr`,
  namePt: sql`excluded.name_pt`,
  nameAr: sql`excluded.name_ar`,
  position: sql`excluded.position`,
};

/** Reference data (applied on every start): inserts new categories and refreshes their names. */
export const categoriesSeed: Seed = {
  name: 'categories',
  run: async (db) => {
    for (const [index, group] of CATEGORY_TREE.entries()) {
      const [parent] = await db
        .insert(categories)
        .values(row(group, index, null))
        .onConflictDoUpdate({ target: categories.slug, set: upsertNames })
        .returning({ id: categories.id });
      if (!parent) throw new Error(`Category ${group.slug} was not stored`);
      const children = (group.children ?? []).map((child, position) => row(child, position, parent.id));
      if (children.length > 0) {
        await db.insert(categories).values(children).onConflictDoUpdate({ target: categories.slug, set: upsertNames });
      }
    }
  },
};
