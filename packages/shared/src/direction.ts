/** Writing direction of the interface languages (docs/decisions.md D36). */
export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left; every other one is left to right. */
const RIGHT_TO_LEFT = new Set(['ar']);

/** `dir` for a language tag ("ar", "ar-EG"): the primary subtag decides. */
export function textDirection(language: string | null | undefined): TextDirection {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
}
