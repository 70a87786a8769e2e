import { z } from 'zod';

/** One error shape for every failure (docs/architecture.md §5); codes map to HTTP statuses on both sides. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A resource that existed and is gone for good (an expired export's download, issue #32.1). */
  GONE: 410,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  ALREADY_CHARGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  AUTHENTICATION_REQUIRED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

import { ERROR_REASONS, type ErrorReason } from './error-reasons';

export { ERROR_REASONS, knownReason, type ErrorReason } from './error-reasons';
export const errorReasonSchema = z.enum(ERROR_REASONS);

export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  reason: errorReasonSchema.optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: ErrorReason,
    /** Figures a refusal adds beside the one shape, e.g. a member's `futureAppointments` (issue #34). */
    readonly details?: Readonly<Record<string, number | string>>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
