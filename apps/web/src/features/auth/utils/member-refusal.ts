import { ApiError } from '@/lib/api-client';
import { MEMBER_REFUSALS, type MemberRefusal } from './login-error';

/** By status, when an answer names no reason, for a sign-in with an invitation (without one, a broken sign-in). */
const BY_STATUS: Partial<Record<number, MemberRefusal>> = {
  403: 'member_inactive',
  404: 'invitation_not_found',
  409: 'invitation_other_address',
  410: 'invitation_expired',
};

/**
 * The member refusal an error of POST /oidc_verify_stylist_token stands for, or null (a broken
 * sign-in). Decided by the answer's reason, then its status, never by its English message.
 */
export function memberRefusalOf(error: unknown, withInvitation: boolean): MemberRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (MEMBER_REFUSALS as readonly string[]).includes(error.reason ?? '') ? (error.reason as MemberRefusal) : null;
  if (reason) return reason;
  return withInvitation ? (BY_STATUS[error.status] ?? null) : null;
}
