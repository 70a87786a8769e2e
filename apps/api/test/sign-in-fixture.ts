import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp } from './helpers';
import { startTestIssuer } from './oidc-issuer';

export type SignInFixture = Awaited<ReturnType<typeof createSignInFixture>>;

/** The demo data, a test OpenID issuer, and the app that trusts that issuer for sign-in. */
export async function createSignInFixture() {
  const db = await createMigratedDatabase('demo');
  const issuer = await startTestIssuer();
  const app: App = await createTestApp({ database: db.database, env: issuer.env });
  return {
    db,
    issuer,
    app,
    close: async () => {
      await app.close();
      await issuer.close();
      await db.drop();
    },
  };
}
