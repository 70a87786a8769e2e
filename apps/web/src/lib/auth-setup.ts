import { useEffect, useState } from 'react';
import type { Runtime } from './runtime';
import { configureAuth } from './api-client';
import { configureCookies, hasSessionHint, readApiToken } from './cookies';
import { configureCustomerLogin, reloadSession } from './session';
import { refreshApiToken } from './token-refresh';

type AuthEnvironment = {
  baseDomain: string;
  /** Origin of the app host (customer sign-in starts there). */
  appOrigin: string;
  secure: boolean;
};

/**
 * Wires sign-in into the shell: cookie scope, the API client's bearer token and shared refresh,
 * and the session store. Resolves once the session is known: the API token lives in one tab's
 * memory, so a page load with the server's `signed_in` hint gets one from the refresh call first.
 */
export async function setupAuth(env: AuthEnvironment): Promise<void> {
  configureCookies({ baseDomain: env.baseDomain, secure: env.secure });
  configureCustomerLogin({ appOrigin: env.appOrigin });
  configureAuth({
    getToken: readApiToken,
    onUnauthorized: refreshApiToken,
  });
  const session = reloadSession();
  if (!session.isLoggedIn && hasSessionHint()) await refreshApiToken();
}

/**
 * `setupAuth` once per runtime; false until the session is known. `alreadySetUp`: the entry ran
 * `setupAuth` before the first render (a server-rendered page hydrates with the session known).
 */
export function useAuthReady(runtime: Runtime, { alreadySetUp = false } = {}): boolean {
  const [ready, setReady] = useState(alreadySetUp);
  useEffect(() => {
    if (alreadySetUp) return;
    let active = true;
    void setupAuth({
      baseDomain: runtime.config.baseDomain,
      appOrigin: runtime.originOf('app'),
      secure: window.location.protocol === 'https:',
    }).finally(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [runtime, alreadySetUp]);
  return ready;
}
