import type { z } from 'zod';
import { DEFAULT_LOCALE } from '../constants';
import { formatMessage, type MessageParams } from './format-message';
import { decodeMessageToken } from './message-token';

/** The text of one zod issue in `locale`; a token without a field name takes the last path segment. */
export function issueMessage(issue: z.core.$ZodIssue, locale: string = DEFAULT_LOCALE): string {
  const decoded = decodeMessageToken(issue.message);
  if (!decoded) return issue.message;
  const last = issue.path.at(-1);
  const pathName: MessageParams = typeof last === 'string' ? { _field_: last } : {};
  return formatMessage(decoded.key, locale, { ...pathName, ...decoded.params });
}

/**
 * `{ "customer.email": "The Email field must be a valid email" }`: the first message per field, for
 * the `fields` of the error body (docs/architecture.md §5). The server answers in English (the default).
 */
export function zodFieldErrors(error: z.ZodError, locale: string = DEFAULT_LOCALE): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in fields)) fields[path] = issueMessage(issue, locale);
  }
  return fields;
}
