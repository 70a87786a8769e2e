import { z } from 'zod';

/** One error shape for every failure (DESIGN §5); codes map to HTTP statuses on both sides. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
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

/**
 * Why a payment or booking was refused, where the screens tell refusals apart: the message is
 * English text for people and may be reworded, and a `code` groups several refusals (a 409
 * `CONFLICT` is an expired hold or a deposit still being processed). Screens switch on this.
 */
export const ERROR_REASONS = [
  // A fee charged by the stylist (issue #17).
  'card_declined',
  'authentication_required',
  'already_charged',
  // The deposit of an online booking and its refund (issue #20).
  'deposit_declined',
  'deposit_authentication_failed',
  'deposit_in_progress',
  'already_refunded',
  // Holding and confirming a time.
  'slot_taken',
  'hold_expired',
  'not_on_hold',
  'card_required',
  'card_not_saved',
  // The stylist's subscription.
  'trial_used',
  'already_subscribed',
  'invalid_promo_code',
] as const;
export const errorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof errorReasonSchema>;

/** A reason this build knows, else undefined (a newer API may add some: callers fall back on the status). */
export function knownReason(value: unknown): ErrorReason | undefined {
  return (ERROR_REASONS as readonly unknown[]).includes(value) ? (value as ErrorReason) : undefined;
}

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
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
