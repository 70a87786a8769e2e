import type { ErrorReason } from '@chairly/shared/error-reasons';
import { ApiError } from '@/lib/api-client';

/** The payment refusals the stylist can act on, by the API's reason (its text may change). */
const REASON_KEYS: Partial<Record<ErrorReason, string>> = {
  card_declined: 'errors.declined',
  authentication_required: 'errors.authenticationRequired',
  already_charged: 'errors.alreadyCharged',
  already_refunded: 'deposit.alreadyRefunded',
};

/**
 * The message key (namespace `appointments`) for a failed charge, refund or transition: by reason,
 * else by code; the server's text stays English-only and is never compared.
 */
export function actionErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.network';
  const byReason = error.reason && REASON_KEYS[error.reason];
  if (byReason) return byReason;
  switch (error.code) {
    case 'CARD_DECLINED':
      return 'errors.declined';
    case 'AUTHENTICATION_REQUIRED':
      return 'errors.authenticationRequired';
    case 'ALREADY_CHARGED':
      return 'errors.alreadyCharged';
    case 'UNAVAILABLE':
      return 'errors.unavailable';
    case 'BUSINESS_RULE':
      return 'errors.notAllowed';
    case 'CONFLICT':
      return 'errors.changedMeanwhile';
    default:
      return 'errors.generic';
  }
}
