/**
 * Which supported language a list of language tags asks for. The one matching rule behind every
 * language choice (API, identity provider, server render, browser): `accept-language.ts` orders an
 * Accept-Language header's tags and hands them here; the web app hands `navigator.languages`.
 * No dependencies, so the browser's entry chunk can use it.
 */

const normalise = (tag: string) => tag.trim().toLowerCase().replace(/_/g, '-');

/**
 * The supported language a tag names: the tag itself (case-insensitive, `_` read as `-`), else its
 * language prefix (`pt-BR` → `pt`, `de-CH` → `de`); undefined when neither is supported or the tag
 * is the wildcard. An exact tag wins over its prefix (matters when `supported` lists regions).
 */
export function supportedLanguage<L extends string>(tag: string | null | undefined, supported: readonly L[]): L | undefined {
  if (!tag) return undefined;
  const wanted = normalise(tag);
  const prefix = wanted.split('-')[0];
  return supported.find((language) => language.toLowerCase() === wanted) ?? supported.find((language) => language.toLowerCase() === prefix);
}

/**
 * The first of `tags` (most preferred first) that names a supported language; the wildcard `*`
 * ("any other language") and running out of tags both give `fallback`.
 */
export function matchLanguage<L extends string>(tags: readonly string[], supported: readonly L[], fallback: L): L {
  for (const tag of tags) {
    if (tag.trim() === '*') return fallback;
    const language = supportedLanguage(tag, supported);
    if (language) return language;
  }
  return fallback;
}
