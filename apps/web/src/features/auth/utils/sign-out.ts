import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { clearAuthCookies, readApiToken } from '@/lib/cookies';
import { revokeSession } from '../api/logout';
import { getUserManager } from '../oidc/user-manager';

/**
 * Ends the session everywhere (docs/product.md §2 logout): the API revokes the session (refresh cookie and
 * API tokens; a lapsed API token is refreshed first by the client's 401 handling), the cookies on
 * the base domain go, the stored OpenID user goes, and the provider ends its own session
 * (end_session with id_token_hint). Without an ID token on this host the browser goes to the root page.
 * The session store is left alone on purpose: the page is left right after, and a signed-out
 * session would make the guard redirect first.
 */
export async function signOutEverywhere(runtime: Runtime): Promise<void> {
  await revokeSession(readApiToken()).catch(() => undefined);
  clearAuthCookies();
  const home = runtime.originOf(null) + paths.home();
  if (!runtime.config.oidc) {
    window.location.replace(home);
    return;
  }
  const manager = getUserManager(runtime);
  const user = await manager.getUser().catch(() => null);
  await manager.removeUser().catch(() => undefined);
  if (!user?.id_token) {
    window.location.replace(home);
    return;
  }
  await manager.signoutRedirect({ id_token_hint: user.id_token, post_logout_redirect_uri: home });
}
