import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { storeFlag, storeTokens } from '@/lib/cookies';
import { reloadSession } from '@/lib/session';
import { decodeTokenClaims } from '@/lib/token-claims';
import { getOwnStylist, getSubscriptionStatus } from '../api/login-data';
import { verifyStylistToken } from '../api/verify-token';
import { getUserManager } from '../oidc/user-manager';
import { LoginError, step } from './login-error';

/**
 * Finishes a stylist sign-in on the app host's `/login-callback` (docs/product.md §4 "Sign-in"): ID token →
 * API and refresh tokens → profile and subscription → cookies. Answers where to go next:
 * registration for a stylist without a business name, else the calendar on their subdomain.
 */
export async function completeStylistLogin(runtime: Runtime): Promise<string> {
  const idToken = await step('idTokenClaims', async () => {
    const user = await getUserManager(runtime).signinRedirectCallback();
    if (!user.id_token) throw new Error('the provider sent no ID token');
    return user.id_token;
  });
  const tokens = await step('idTokenClaims', () => verifyStylistToken(idToken));
  storeTokens(tokens);
  const claims = decodeTokenClaims(tokens.userToken);
  if (!claims?.stylistId) throw new LoginError('idTokenClaims');
  const stylistId = claims.stylistId;

  const [stylist, subscription] = await step('loginData', () =>
    Promise.all([getOwnStylist(stylistId), getSubscriptionStatus()]),
  );
  const isRegistered = Boolean(stylist.businessName?.trim());
  storeFlag('isRegistered', isRegistered);
  storeFlag('isSubscribed', subscription.status === 'active');
  reloadSession();

  const subdomain = stylist.subdomain ?? claims.subdomain;
  if (!isRegistered || !subdomain) return runtime.originOf('app') + paths.register();
  return runtime.originOf(subdomain) + paths.calendar();
}
