import { ROLES } from '@chairly/shared';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_TTL_SECONDS, createApiTokens } from './api-token';

const secret = new TextEncoder().encode('x'.repeat(48));
const claims = { sub: 'abc', roles: [ROLES.stylist], stylistId: 7, subdomain: 'anna' };

describe('API tokens', () => {
  it('round-trips the claims', async () => {
    const tokens = createApiTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims))).toMatchObject(claims);
  });

  it('rejects a token signed with another secret', async () => {
    const other = createApiTokens(new TextEncoder().encode('y'.repeat(48)));
    expect(await createApiTokens(secret).verify(await other.sign(claims))).toBeNull();
  });

  it('rejects an expired token', async () => {
    let now = Date.now();
    const tokens = createApiTokens(secret, () => now);
    const token = await tokens.sign(claims);
    now += (API_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects alg none and tokens without our issuer and audience', async () => {
    const tokens = createApiTokens(secret);
    const unsigned = new UnsecuredJWT({ ...claims }).setIssuer('chairly-api').setAudience('chairly').encode();
    expect(await tokens.verify(unsigned)).toBeNull();
    const foreign = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });
});
