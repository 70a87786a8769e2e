-- Issue #29 (5): Arabic, the fifth interface language, for the global category tree.
-- The shipped categories get their Arabic names by slug (the reference seed writes the same names on
-- every start); any other row starts with its English name, so the column can be NOT NULL at once.
ALTER TABLE categories ADD COLUMN name_ar text;

UPDATE categories c SET name_ar = v.name
FROM (VALUES
  ('hair', 'الشعر'),
  ('haircuts', 'قص الشعر'),
  ('styling', 'تصفيف وسشوار'),
  ('hair-treatments', 'علاجات الشعر'),
  ('extensions', 'وصلات الشعر'),
  ('colour', 'الصبغة'),
  ('full-colour', 'صبغة كاملة'),
  ('highlights', 'هايلايت وبالياج'),
  ('toning', 'تونر ولمعان'),
  ('nails', 'الأظافر'),
  ('manicure', 'مانيكير'),
  ('pedicure', 'باديكير'),
  ('gel-nails', 'جل وأكريليك'),
  ('nail-art', 'فن الأظافر'),
  ('lashes-brows', 'الرموش والحواجب'),
  ('lash-extensions', 'تركيب الرموش'),
  ('lash-lift', 'رفع الرموش وصبغها'),
  ('brow-shaping', 'تشكيل الحواجب'),
  ('skin', 'البشرة'),
  ('facials', 'العناية بالوجه'),
  ('waxing', 'إزالة الشعر بالشمع'),
  ('peels', 'التقشير'),
  ('massage', 'التدليك'),
  ('relaxing-massage', 'تدليك استرخائي'),
  ('deep-tissue', 'تدليك الأنسجة العميقة'),
  ('head-massage', 'تدليك الرأس وفروة الرأس'),
  ('make-up', 'المكياج'),
  ('day-make-up', 'مكياج النهار والسهرة'),
  ('bridal', 'مكياج العرائس'),
  ('make-up-lessons', 'دروس المكياج')
) AS v (slug, name)
WHERE c.slug = v.slug;

UPDATE categories SET name_ar = name_en WHERE name_ar IS NULL;
ALTER TABLE categories ALTER COLUMN name_ar SET NOT NULL;
