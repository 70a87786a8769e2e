import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { storeFlag, storeTokens } from '@/lib/cookies';
import { reloadSession } from '@/lib/session';
import { decodeTokenClaims } from '@/lib/token-claims';
import { getOwnStylist, getSubscriptionStatus } from '../api/login-data';
import { verifyStylistToken } from '../api/verify-token';
import { getUserManager } from '../oidc/user-manager';
import { LoginError, MemberSignInRefused, step } from './login-error';
import { memberRefusalOf } from './member-refusal';
import { invitationOf } from './stylist-sign-in';

/** ID token → API token; a refusal of the member or her invitation (issue #34) is told apart. */
async function verify(idToken: string, invitation: string | undefined) {
  try {
    return await verifyStylistToken(idToken, invitation);
  } catch (error: unknown) {
    const refusal = memberRefusalOf(error, invitation !== undefined);
    throw refusal ? new MemberSignInRefused(refusal, invitation) : new LoginError('idTokenClaims', error);
  }
}

/**
 * Finishes a stylist sign-in on the app host's `/login-callback` (docs/product.md §4 "Sign-in"): ID token →
 * API and refresh tokens → profile and subscription → cookies. Answers where to go next:
 * registration for a stylist without a business name, else the calendar on their subdomain.
 * A sign-in started from an invitation link sends its token along (issue #34): she joins that
 * business, and a member other than the owner goes straight to its calendar.
 */
export async function completeStylistLogin(runtime: Runtime): Promise<string> {
  const user = await step('idTokenClaims', () => getUserManager(runtime).signinRedirectCallback());
  if (!user.id_token) throw new LoginError('idTokenClaims');
  const tokens = await verify(user.id_token, invitationOf(user.state));
  storeTokens(tokens);
  const claims = decodeTokenClaims(tokens.userToken);
  if (!claims?.stylistId) throw new LoginError('idTokenClaims');
  const stylistId = claims.stylistId;

  // A manager or staff member: the business is registered (it has its subdomain); its profile and
  // subscription are the owner's concern (only she is sent to the plans, D62), so none is read here.
  if (claims.memberRole && claims.memberRole !== 'owner' && claims.subdomain) {
    storeFlag('isRegistered', true);
    reloadSession();
    return runtime.originOf(claims.subdomain) + paths.calendar();
  }

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
