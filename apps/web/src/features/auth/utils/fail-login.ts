import type { Runtime } from '@/config/app-config';
import type { AuthErrorKind } from '@/lib/auth-errors';
import { reportAuthError } from '@/lib/auth-errors';
import { endLocalSession } from '@/lib/token-refresh';
import { getUserManager } from '../oidc/user-manager';
import { LoginError, type MemberSignInRefused } from './login-error';

/** docs/product.md §4: a failed login signs the user out; the toast names the failed step. */
export function failLogin(runtime: Runtime, error: unknown): AuthErrorKind {
  const kind = error instanceof LoginError ? error.kind : 'idTokenClaims';
  console.error('sign-in failed', kind, error instanceof LoginError ? error.cause : error);
  endLocalSession();
  if (runtime.config.oidc)
    void getUserManager(runtime)
      .removeUser()
      .catch(() => undefined);
  void reportAuthError(kind);
  return kind;
}

/** A refused member or invitation (issue #34): signed out here too, but the page says why instead of a toast. */
export function refuseMemberSignIn(runtime: Runtime, refusal: MemberSignInRefused): MemberSignInRefused {
  console.warn('member sign-in refused', refusal.refusal);
  endLocalSession();
  if (runtime.config.oidc)
    void getUserManager(runtime)
      .removeUser()
      .catch(() => undefined);
  return refusal;
}
