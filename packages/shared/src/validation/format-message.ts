import { DEFAULT_LOCALE } from '../constants';
import { MESSAGE_CATALOGS, resolveLocale, type MessageKey } from './catalogs';

export type MessageParams = Record<string, string | number>;

function catalogEntry(group: 'messages' | 'names', key: string, locale: string): string | undefined {
  const read = (code: string) => {
    const entries: Record<string, string> = MESSAGE_CATALOGS[resolveLocale(code)][group];
    const value = Object.prototype.hasOwnProperty.call(entries, key) ? entries[key] : undefined;
    return value ? value : undefined;
  };
  return read(locale) ?? read(DEFAULT_LOCALE);
}

/**
 * The localized name of a field: known names (Email, Password) are translated, any other label is
 * shown as given (the caller translates its own labels).
 */
export function fieldName(field: string | undefined, locale: string): string {
  if (field === undefined || field === '') return catalogEntry('names', 'default', locale) ?? 'value';
  return catalogEntry('names', field.toLowerCase(), locale) ?? field;
}

/**
 * The message of `key` in `locale` (falling back to English), with `{param}` placeholders filled.
 * `{_field_}` is the field's name, translated when it is one of the known names.
 */
export function formatMessage(key: MessageKey, locale: string = DEFAULT_LOCALE, params: MessageParams = {}): string {
  const template = catalogEntry('messages', key, locale) ?? key;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === '_field_') return fieldName(params._field_ === undefined ? undefined : String(params._field_), locale);
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
