import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'chairly-test';

export type TokenOptions = {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string | string[];
  expiresIn?: string | number;
  /** Sign with a key the issuer does not publish (a forgery). */
  foreignKey?: boolean;
};

export type TestIssuer = {
  issuer: string;
  /** Env for the API: OIDC_ISSUER and OIDC_CLIENT_ID pointing at this issuer. */
  env: Record<string, string>;
  idToken: (sub: string, options?: TokenOptions) => Promise<string>;
  /** An unsigned token (`alg: none`) with otherwise valid claims. */
  unsignedToken: (sub: string) => string;
  close: () => Promise<void>;
};

const KID = 'test-key-1';

async function signWith(key: CryptoKey, payload: JWTPayload, options: Required<Pick<TokenOptions, 'issuer' | 'audience' | 'expiresIn'>>) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn)
    .sign(key);
}

/** A tiny OpenID issuer: discovery and a JWKS over HTTP, and ID tokens signed with its key. */
export async function startTestIssuer({ trailingSlash = false } = {}): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer: published(), jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }
        : request.url === '/jwks'
          ? { keys: [jwk] }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Some issuers (Auth0) publish their identifier with a trailing slash, and put it so in `iss`.
  const published = () => (trailingSlash ? `${issuer}/` : issuer);

  return {
    issuer,
    env: { OIDC_ISSUER: published(), OIDC_CLIENT_ID: TEST_CLIENT_ID },
    idToken: (sub, options = {}) =>
      signWith(
        options.foreignKey ? foreign.privateKey : privateKey,
        { sub, email: `${sub}@example.test`, given_name: 'Given', family_name: 'Family', ...options.claims },
        { issuer: options.issuer ?? published(), audience: options.audience ?? TEST_CLIENT_ID, expiresIn: options.expiresIn ?? '5m' },
      ),
    unsignedToken: (sub) => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const payload = { sub, iss: published(), aud: TEST_CLIENT_ID, iat: now, exp: now + 300 };
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
