import type { Runtime } from '@/config/app-config';
import { uiLocales } from '../oidc/ui-locales';
import { getUserManager } from '../oidc/user-manager';

/** Stylist sign-in (`signup` opens the provider's sign-up page: OpenID Connect prompt=create). */
export async function startStylistSignIn(runtime: Runtime, { signup = false } = {}): Promise<void> {
  await getUserManager(runtime).signinRedirect({ ...uiLocales(), ...(signup ? { prompt: 'create' } : {}) });
}
