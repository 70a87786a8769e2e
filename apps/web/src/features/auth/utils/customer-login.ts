import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { deleteCookie, storeTokens } from '@/lib/cookies';
import { COOKIE_NAMES } from '@chairly/shared/constants';
import { reloadSession } from '@/lib/session';
import { verifyCustomerToken } from '../api/verify-token';
import { uiLocales } from '../oidc/ui-locales';
import { callbackUrl, getUserManager } from '../oidc/user-manager';
import { step } from './login-error';
import { safeReturnUrl } from './return-url';

type CustomerState = { returnTo: string };

/** Sends the browser to the provider; the return URL travels in the OpenID Connect `state`. */
export async function startCustomerSignIn(runtime: Runtime, returnTo: string): Promise<void> {
  const state: CustomerState = { returnTo };
  await getUserManager(runtime).signinRedirect({
    redirect_uri: callbackUrl(runtime, 'customer'),
    state,
    ...uiLocales(),
  });
}

/** Where a customer lands when no safe return URL is known: the root page. */
export const fallbackReturn = (runtime: Runtime) => runtime.originOf(null) + paths.home();

/** Finishes a customer sign-in on `/login-customer-callback`; answers the URL to return to. */
export async function completeCustomerLogin(runtime: Runtime): Promise<string> {
  const user = await step('idTokenClaims', () => getUserManager(runtime).signinRedirectCallback());
  const tokens = await step('idTokenClaims', async () => {
    if (!user.id_token) throw new Error('the provider sent no ID token');
    return verifyCustomerToken(user.id_token);
  });
  // The refresh token is the server's HttpOnly cookie; a customer session has no stylist flags.
  storeTokens({ userToken: tokens.userToken });
  deleteCookie(COOKIE_NAMES.isRegistered);
  deleteCookie(COOKIE_NAMES.isSubscribed);
  reloadSession();
  const returnTo = (user.state as Partial<CustomerState> | undefined)?.returnTo;
  return safeReturnUrl(returnTo, runtime.config.baseDomain) ?? fallbackReturn(runtime);
}
