import { AppError, decodeMessageToken, ERROR_STATUS, formatMessage, type ErrorCode, type ErrorReason } from '@chairly/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONCURRENT_CHANGE_MESSAGE, postgresCode } from '../db/transactions';

export type MappedError = {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  reason?: ErrorReason;
  /** An AppError's figures, sent beside the shape's own keys (which they never replace). */
  details?: Readonly<Record<string, number | string>>;
};

const POSTGRES_CODES: Record<string, { code: ErrorCode; message: string; reason?: ErrorReason }> = {
  '23P01': { code: 'SLOT_TAKEN', message: 'This time slot is already taken', reason: 'slot_taken' },
  '23505': { code: 'CONFLICT', message: 'This already exists' },
  // A transaction that lost a race and was not retried (or still lost): the caller may try again.
  '40001': { code: 'CONFLICT', message: CONCURRENT_CHANGE_MESSAGE },
  '40P01': { code: 'CONFLICT', message: CONCURRENT_CHANGE_MESSAGE },
};

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Shared schemas carry message tokens (validation/message-token.ts); the API answers in English. */
function messageText(message: string | undefined, path: string): string {
  const decoded = message ? decodeMessageToken(message) : null;
  if (!decoded) return message ?? 'Invalid value';
  return formatMessage(decoded.key, 'en', { _field_: path.split('.').at(-1) ?? '', ...decoded.params });
}

function validationFields(error: { validation: { instancePath: string; message?: string }[] }, context?: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    fields[path] ??= messageText(issue.message, path);
  }
  return fields;
}

const of = (code: ErrorCode, message: string, fields?: Record<string, string>, reason?: ErrorReason): MappedError => ({
  status: ERROR_STATUS[code],
  code,
  message,
  ...(fields ? { fields } : {}),
  ...(reason ? { reason } : {}),
});

/** Turns any thrown value into the public error; null means an unexpected failure (500). */
export function mapError(error: unknown): MappedError | null {
  if (error instanceof AppError) return { ...of(error.code, error.message, error.fields, error.reason), ...(error.details ? { details: error.details } : {}) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return of('VALIDATION', 'The request is invalid', validationFields(error, error.validationContext));
  }
  const pg = postgresCode(error);
  if (pg && POSTGRES_CODES[pg]) return of(POSTGRES_CODES[pg].code, POSTGRES_CODES[pg].message, undefined, POSTGRES_CODES[pg].reason);
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return of(known, fastifyError.message ?? known);
  const status = fastifyError.statusCode;
  if (status === 429) return of('RATE_LIMITED', 'Too many requests, please retry later');
  // Other client errors of the framework (malformed JSON, empty body…) are safe to explain.
  if (status && status >= 400 && status < 500) {
    const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status) ?? 'BAD_REQUEST';
    return { status, code, message: fastifyError.message ?? 'Bad request' };
  }
  return null;
}
