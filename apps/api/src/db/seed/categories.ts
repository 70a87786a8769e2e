import { sql } from 'drizzle-orm';
import { categories } from '../schema/index';
import type { Seed } from './types';

type Names = readonly [en: string, de: string, fr: string, pt: string, ar: string];
type Node = { slug: string; names: Names; children?: Node[] };

/** The beauty catalogue every installation offers: seven groups, each with a few specialities. */
export const CATEGORY_TREE: readonly Node[] = [
  {
    slug: 'hair', names: ['Hair', 'Haare', 'Cheveux', 'Cabelo', 'الشعر'], children: [
      { slug: 'haircuts', names: ['Haircuts', 'Haarschnitte', 'Coupes', 'Cortes', 'قص الشعر'] },
      { slug: 'styling', names: ['Styling & blow-dry', 'Styling & Föhnen', 'Coiffage & brushing', 'Penteados & brushing', 'تصفيف وسشوار'] },
      { slug: 'hair-treatments', names: ['Hair treatments', 'Haarpflege', 'Soins capillaires', 'Tratamentos capilares', 'علاجات الشعر'] },
      { slug: 'extensions', names: ['Extensions', 'Extensions', 'Extensions', 'Extensões', 'وصلات الشعر'] },
    ],
  },
  {
    slug: 'colour', names: ['Colour', 'Farbe', 'Coloration', 'Coloração', 'الصبغة'], children: [
      { slug: 'full-colour', names: ['Full colour', 'Komplettfärbung', 'Coloration complète', 'Coloração completa', 'صبغة كاملة'] },
      { slug: 'highlights', names: ['Highlights & balayage', 'Strähnen & Balayage', 'Mèches & balayage', 'Madeixas & balayage', 'هايلايت وبالياج'] },
      { slug: 'toning', names: ['Toning & gloss', 'Tönung & Glanz', 'Patine & gloss', 'Tonalização & gloss', 'تونر ولمعان'] },
    ],
  },
  {
    slug: 'nails', names: ['Nails', 'Nägel', 'Ongles', 'Unhas', 'الأظافر'], children: [
      { slug: 'manicure', names: ['Manicure', 'Maniküre', 'Manucure', 'Manicure', 'مانيكير'] },
      { slug: 'pedicure', names: ['Pedicure', 'Pediküre', 'Pédicure', 'Pedicure', 'باديكير'] },
      { slug: 'gel-nails', names: ['Gel & acrylic', 'Gel & Acryl', 'Gel & résine', 'Gel & acrílico', 'جل وأكريليك'] },
      { slug: 'nail-art', names: ['Nail art', 'Nail-Art', 'Nail art', 'Nail art', 'فن الأظافر'] },
    ],
  },
  {
    slug: 'lashes-brows', names: ['Lashes & brows', 'Wimpern & Brauen', 'Cils & sourcils', 'Pestanas & sobrancelhas', 'الرموش والحواجب'], children: [
      { slug: 'lash-extensions', names: ['Lash extensions', 'Wimpernverlängerung', 'Extensions de cils', 'Extensão de pestanas', 'تركيب الرموش'] },
      { slug: 'lash-lift', names: ['Lash lift & tint', 'Wimpernlifting & Färben', 'Rehaussement & teinture de cils', 'Lifting & coloração de pestanas', 'رفع الرموش وصبغها'] },
      { slug: 'brow-shaping', names: ['Brow shaping', 'Augenbrauenformung', 'Restructuration des sourcils', 'Design de sobrancelhas', 'تشكيل الحواجب'] },
    ],
  },
  {
    slug: 'skin', names: ['Skin', 'Haut', 'Peau', 'Pele', 'البشرة'], children: [
      { slug: 'facials', names: ['Facials', 'Gesichtsbehandlungen', 'Soins du visage', 'Limpezas de pele', 'العناية بالوجه'] },
      { slug: 'waxing', names: ['Waxing', 'Waxing', 'Épilation à la cire', 'Depilação com cera', 'إزالة الشعر بالشمع'] },
      { slug: 'peels', names: ['Peels', 'Peelings', 'Peelings', 'Peelings', 'التقشير'] },
    ],
  },
  {
    slug: 'massage', names: ['Massage', 'Massage', 'Massage', 'Massagem', 'التدليك'], children: [
      { slug: 'relaxing-massage', names: ['Relaxing massage', 'Entspannungsmassage', 'Massage relaxant', 'Massagem relaxante', 'تدليك استرخائي'] },
      { slug: 'deep-tissue', names: ['Deep tissue', 'Tiefengewebsmassage', 'Massage profond', 'Massagem de tecidos profundos', 'تدليك الأنسجة العميقة'] },
      { slug: 'head-massage', names: ['Head & scalp massage', 'Kopfmassage', 'Massage crânien', 'Massagem craniana', 'تدليك الرأس وفروة الرأس'] },
    ],
  },
  {
    slug: 'make-up', names: ['Make-up', 'Make-up', 'Maquillage', 'Maquilhagem', 'المكياج'], children: [
      { slug: 'day-make-up', names: ['Day & evening make-up', 'Tages- & Abend-Make-up', 'Maquillage jour & soir', 'Maquilhagem de dia & noite', 'مكياج النهار والسهرة'] },
      { slug: 'bridal', names: ['Bridal', 'Braut-Make-up', 'Mariée', 'Noivas', 'مكياج العرائس'] },
      { slug: 'make-up-lessons', names: ['Make-up lessons', 'Schminkkurse', 'Cours de maquillage', 'Aulas de maquilhagem', 'دروس المكياج'] },
    ],
  },
];

function row(node: Node, position: number, parentId: number | null) {
  const [nameEn, nameDe, nameFr, namePt, nameAr] = node.names;
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
