import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';

let cached: { key: string; manager: UserManager } | null = null;

/** The app host's callback for a sign-in kind (the provider only knows app-host redirect URIs). */
export function callbackUrl(
  runtime: Pick<Runtime, 'originOf'>,
  kind: 'stylist' | 'customer',
): string {
  const path = kind === 'stylist' ? paths.loginCallback() : paths.loginCustomerCallback();
  return runtime.originOf('app') + path;
}

/**
 * One oidc-client-ts UserManager per runtime, created on first use (this module is only imported
 * by the sign-in screens, so the public pages never load oidc-client-ts).
 */
export function getUserManager(runtime: Pick<Runtime, 'config' | 'originOf'>): UserManager {
  const oidc = runtime.config.oidc;
  if (!oidc) throw new Error('No identity provider is configured');
  const key = `${oidc.issuer} ${oidc.clientId}`;
  if (cached?.key === key) return cached.manager;
  const manager = new UserManager({
    authority: oidc.issuer,
    client_id: oidc.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: callbackUrl(runtime, 'stylist'),
    post_logout_redirect_uri: runtime.originOf(null) + paths.home(),
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
  cached = { key, manager };
  return manager;
}
