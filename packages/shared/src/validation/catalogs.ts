import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import pt from './messages/pt.json';

/** One catalogue per locale; `en.json` is the reference for the keys (a test checks parity). */
export type MessageCatalog = typeof en;
export type MessageKey = keyof MessageCatalog['messages'];
export type FieldNameKey = keyof MessageCatalog['names'];

export const MESSAGE_CATALOGS: Record<Locale, MessageCatalog> = { en, de, fr, pt, ar };

export const MESSAGE_KEYS = Object.keys(en.messages) as MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en.messages, key);
}

/** 'de-DE' → 'de'; anything unknown → English. */
export function resolveLocale(locale: string | null | undefined): Locale {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}
