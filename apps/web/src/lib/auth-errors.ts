import { i18n } from './i18n';
import { notify } from './notify';

/** docs/product.md §8 token errors; the texts are `auth:errors.*` keys in every locale. */
export type AuthErrorKind = 'idTokenClaims' | 'loginData' | 'refresh';

/** Shows a token error as a toast (3 s); the auth namespace may not be loaded on this page yet. */
export async function reportAuthError(kind: AuthErrorKind): Promise<void> {
  try {
    if (i18n.isInitialized) await i18n.loadNamespaces('auth');
    notify.error(`auth:errors.${kind}`);
  } catch (error: unknown) {
    console.error('could not show the sign-in error', error);
  }
}
