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

  describe('with the verified-token cache', () => {
    it('answers a verified token from the cache until the second it expires, then refuses it', async () => {
      let now = Date.now();
      const tokens = createApiTokens(secret, () => now, { cacheSize: 10 });
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      now += (API_TOKEN_TTL_SECONDS - 1) * 1000;
      expect(await tokens.verify(token)).toMatchObject(claims);
      now += 1000;
      expect(await tokens.verify(token)).toBeNull();
    });

    it('never keeps a token that failed, and a tampered copy of a cached token still fails', async () => {
      const tokens = createApiTokens(secret, Date.now, { cacheSize: 10 });
      const other = createApiTokens(new TextEncoder().encode('y'.repeat(48)));
      const forged = await other.sign(claims);
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(forged)).toBeNull();
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toMatchObject(claims);
      const [head, body] = token.split('.');
      const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
      const tampered = `${head}.${Buffer.from(JSON.stringify({ ...payload, stylistId: 8 })).toString('base64url')}.${token.split('.')[2]}`;
      expect(await tokens.verify(tampered)).toBeNull();
    });

    it('keeps at most cacheSize tokens, each still verified on its own', async () => {
      let now = Date.now();
      const tokens = createApiTokens(secret, () => now, { cacheSize: 2 });
      const signed = await Promise.all(['a', 'b', 'c'].map((sub) => tokens.sign({ ...claims, sub })));
      for (const token of signed) expect((await tokens.verify(token))?.sub).toBeDefined();
      now += (API_TOKEN_TTL_SECONDS + 1) * 1000;
      for (const token of signed) expect(await tokens.verify(token)).toBeNull();
    });
  });
});
