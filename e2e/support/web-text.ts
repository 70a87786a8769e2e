import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './system';

/**
 * A string of the SPA's own translations (apps/web/src/locales/<locale>/<namespace>.json), so
 * selectors follow the wording the users see instead of copying it. Interpolations are not filled.
 */
export function webText(locale: string, namespace: string, key: string): string {
  const file = path.join(REPO_ROOT, 'apps/web/src/locales', locale, `${namespace}.json`);
  if (!fs.existsSync(file)) throw new Error(`no translations at ${path.relative(REPO_ROOT, file)}`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no string "${key}" in ${path.relative(REPO_ROOT, file)}`);
  return node;
}

/** English text of the SPA; the default language of a browser with locale en-US. */
export const en = (namespace: string, key: string) => webText('en', namespace, key);
