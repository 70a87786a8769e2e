import { describe, expect, it } from 'vitest';

/**
 * Issue #31.12: German speaks to her with "Sie" everywhere (docs/conventions.md, "Words"), never
 * with "du" — on the web, in e-mails and SMS, validation messages, the sign-in pages and the offline
 * page. The word checks are kept simple and free of false positives: every form of "du" is
 * informal; a capitalised "Sie"/"Ihr…" counts as formal only in the middle of a sentence, where
 * "sie" (she, they) and "ihr" (her, their) are written small.
 */
const webFiles = import.meta.glob<string>('./de/*.json', { eager: true, query: '?raw', import: 'default' });
const otherFiles = import.meta.glob<string>(
  [
    '../../public/offline.js',
    '../../../api/src/modules/notifications/templates/de.ts',
    '../../../../packages/shared/src/validation/messages/de.json',
    '../../../idp/src/locales/de.json',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
/** A file of another app, by the end of its path. */
function read(path: string): string {
  const found = Object.entries(otherFiles).find(([name]) => name.endsWith(path));
  if (!found) throw new Error(`${path} not found`);
  return found[1];
}

/** The quoted strings of a source file (its words, not its code). */
function literals(source: string): string[] {
  return [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2] ?? '');
}

/** Every German string of the product, by where it lives. */
function germanTexts(): [string, string[]][] {
  const offlineLine = read('public/offline.js').split('\n').find((line) => line.trim().startsWith('de:')) ?? '';
  return [
    ...Object.entries(webFiles).map(([path, text]): [string, string[]] => [`web ${path}`, literals(text)]),
    ['server messages', literals(read('notifications/templates/de.ts'))],
    ['validation messages', literals(read('validation/messages/de.json'))],
    ['sign-in pages', literals(read('idp/src/locales/de.json'))],
    ['offline page', literals(offlineLine)],
  ];
}

const INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
/** "Sie"/"Ihr…" after a lower-case word or a comma: not a sentence start, so the polite form. */
const FORMAL_MID_SENTENCE = /[\p{Ll},] (Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u;

describe('German addresses her one way (Sie)', () => {
  const texts = germanTexts();

  it('reads every German source', () => {
    expect(texts.length).toBeGreaterThanOrEqual(18 + 4);
    for (const [where, strings] of texts) expect(strings.length, where).toBeGreaterThan(0);
  });

  it('never uses du, dich, dir or dein', () => {
    const informal = texts.flatMap(([where, strings]) => strings.filter((s) => INFORMAL.test(s)).map((s) => `${where}: ${s}`));
    expect(informal).toEqual([]);
  });

  it('does use Sie, so that a mix of both forms fails above', () => {
    const formal = texts.flatMap(([, strings]) => strings.filter((s) => FORMAL_MID_SENTENCE.test(s)));
    expect(formal.length).toBeGreaterThan(10);
  });
});
