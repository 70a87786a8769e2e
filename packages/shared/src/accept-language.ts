import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';
import { matchLanguage } from './language-match';

/**
 * An Accept-Language header's tags, most preferred first, as `negotiator` parses them: by quality
 * value (highest first), then by their order in the header. Tags with q=0 and tags whose q is not a
 * number are left out; several header lines are read as one list.
 */
export function acceptedLanguages(header: string | readonly string[] | undefined): string[] {
  const value = typeof header === 'string' ? header : header?.join(',');
  // negotiator reads a missing header as `*`; here it is "no preference" (the caller's fallback).
  if (!value) return [];
  return new Negotiator({ headers: { 'accept-language': value } }).languages();
}

/**
 * The language to answer in, among `supported`, for an Accept-Language header; `fallback` when it
 * names none. The one negotiation of the API, the identity provider and the server render.
 * Tie-breaks, in order (docs/conventions.md):
 *   1. quality value: `en;q=0.5,de;q=0.9` → de;
 *   2. order in the header among equal q: `de-CH,fr` → de (negotiator's own `languages(available)`
 *      would prefer the exact `fr` here, which is why the matching is ours);
 *   3. within a tag, the exact tag before its language prefix: `pt-BR` → pt-BR if supported, else pt.
 * `*` stands for any language not listed and gives `fallback` at its place in the order; a malformed
 * header never throws, it just names nothing.
 */
export function negotiateLanguage<L extends string>(header: string | readonly string[] | undefined, supported: readonly L[], fallback: L): L {
  return matchLanguage(acceptedLanguages(header), supported, fallback);
}

/** Chairly's interface language (en, de, fr, pt, ar) for an Accept-Language header; English when it names none. */
export function preferredLocale(header: string | readonly string[] | undefined): Locale {
  return negotiateLanguage(header, LOCALES, DEFAULT_LOCALE);
}
