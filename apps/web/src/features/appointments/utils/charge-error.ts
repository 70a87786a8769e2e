import { ApiError } from '@/lib/api-client';

/** The message key (namespace `appointments`) for a failed charge or transition; the server's text stays English-only. */
export function actionErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.network';
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
