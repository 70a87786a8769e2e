import type { Runtime } from '@/config/app-config';
import { uiLocales } from '../oidc/ui-locales';
import { getUserManager } from '../oidc/user-manager';

export type StylistSignInOptions = {
  /** Open the provider's sign-up page (OpenID Connect prompt=create). */
  signup?: boolean;
  /** Ask for the password again even with a session at the provider: signing in as another person. */
  anotherAccount?: boolean;
  /** The invitation link's token (issue #34): joins that business once the callback sends it to the API. */
  invitation?: string;
  /** The address the provider's sign-in form starts with. */
  loginHint?: string;
};

/** Where a stylist sign-in started from, carried through the provider's round trip. */
export type StylistSignInState = { invitation?: string };

/**
 * Stylist sign-in. The invitation rides in the request's own state, which oidc-client-ts keeps in this
 * tab's storage under the request's id until `/login-callback` reads it: nothing else to clean up.
 */
export async function startStylistSignIn(runtime: Runtime, options: StylistSignInOptions = {}): Promise<void> {
  const { signup = false, anotherAccount = false, invitation, loginHint } = options;
  const prompt = signup ? 'create' : anotherAccount ? 'login' : undefined;
  const state: StylistSignInState | undefined = invitation ? { invitation } : undefined;
  await getUserManager(runtime).signinRedirect({
    ...uiLocales(),
    ...(prompt ? { prompt } : {}),
    ...(loginHint ? { login_hint: loginHint } : {}),
    ...(state ? { state } : {}),
  });
}

/** The invitation a sign-in's state carries, if any. */
export function invitationOf(state: unknown): string | undefined {
  const invitation = (state as StylistSignInState | null | undefined)?.invitation;
  return typeof invitation === 'string' && invitation !== '' ? invitation : undefined;
}
