import { DEFAULT_LOCALE } from '../constants';
import { isMessageKey, type MessageKey } from './catalogs';
import { formatMessage, type MessageParams } from './format-message';

/**
 * A validation message travels as a stable token, not as text: `key` or `key|{"param":…}`.
 * zod schemas carry tokens; the web translates them into the user's language, the server answers
 * in English. Any other string is a plain message and is shown as it is.
 */
export type MessageToken = string;
export type DecodedMessage = { key: MessageKey; params: MessageParams };

export function messageToken(key: MessageKey, params: MessageParams = {}): MessageToken {
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return Object.keys(defined).length === 0 ? key : `${key}|${JSON.stringify(defined)}`;
}

function isParams(value: unknown): value is MessageParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

export function decodeMessageToken(token: string): DecodedMessage | null {
  const bar = token.indexOf('|');
  const key = bar === -1 ? token : token.slice(0, bar);
  if (!isMessageKey(key)) return null;
  if (bar === -1) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(token.slice(bar + 1));
    return isParams(params) ? { key, params } : null;
  } catch {
    return null;
  }
}

/**
 * The text of a message token in `locale`. `overrides` win over the token's params, e.g. a web form
 * passes its translated label: `translateMessage(error.message, 'de', { _field_: t('fields.name') })`.
 */
export function translateMessage(token: string, locale: string = DEFAULT_LOCALE, overrides: MessageParams = {}): string {
  const decoded = decodeMessageToken(token);
  if (!decoded) return token;
  return formatMessage(decoded.key, locale, { ...decoded.params, ...overrides });
}
