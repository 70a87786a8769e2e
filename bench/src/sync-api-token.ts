// API tokens signed without waiting: autocannon's setupRequest builds each request synchronously,
// and the hold + confirm load gives every booking a sign-in of its own.
import { createHmac } from 'node:crypto';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER, type ApiTokenClaims } from '@chairly/shared';
import { API_TOKEN_TTL_SECONDS } from '@chairly/api/lib/api-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/**
 * The token `createApiTokens(secret).sign` makes (HS256 JWT, same issuer, audience and lifetime),
 * signed with node:crypto's HMAC in the same tick. The bench checks once that the API's own
 * verification accepts it before any load.
 */
export function createSyncTokenSigner(secret: string): (claims: ApiTokenClaims) => string {
  return (claims) => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const payload = `${HEADER}.${encode({ ...claims, iss: API_TOKEN_ISSUER, aud: API_TOKEN_AUDIENCE, iat: issuedAt, exp: issuedAt + API_TOKEN_TTL_SECONDS })}`;
    return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
  };
}
