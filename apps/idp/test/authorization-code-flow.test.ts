import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP,
  beginAuthorization,
  CLIENT_ID,
  exchangeCode,
  REDIRECT_URI,
  startTestIdpWithDatabase,
  submit,
  type TestIdp,
} from './helpers/idp-fixture';

let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdpWithDatabase();
});
afterAll(() => idp?.cleanup());

describe('authorization code + PKCE', () => {
  it('publishes discovery for a code-only, S256-only, public-client provider', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(discovery.prompt_values_supported).toContain('create');
    expect(discovery.ui_locales_supported).toEqual(['en', 'de', 'fr', 'pt', 'ar']);
  });

  it('signs in a seeded demo account and issues a verifiable ID token', async () => {
    const auth = await beginAuthorization(idp.issuer);
    expect(auth.page).toContain('<label for="email">Email</label>');
    expect(auth.page).toContain('<label for="password">Password</label>');
    expect(auth.page).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(auth.page).toMatch(/href="\/interaction\/[\w-]+\/signup">Sign up</);

    const { callback } = await submit(auth, 'signin', {
      email: 'Anna@Chairly.test',
      password: DEMO_PASSWORD,
    });
    expect(callback?.searchParams.get('state')).toBe(auth.state);
    expect(callback?.searchParams.get('iss')).toBe(idp.issuer);
    const code = callback?.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await exchangeCode(idp.issuer, code ?? '', auth.verifier);
    expect(token.response.status).toBe(200);
    expect(token.response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(token.body.refresh_token).toBeUndefined();

    const jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(String(token.body.id_token), jwks, {
      issuer: idp.issuer,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: DEMO_ACCOUNTS.anna.sub,
      nonce: auth.nonce,
      email: 'anna@chairly.test',
      email_verified: true,
      given_name: 'Anna',
      family_name: 'Berg',
      name: 'Anna Berg',
    });

    const replay = await exchangeCode(idp.issuer, code ?? '', auth.verifier);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it.each(['studio', 'dana', 'eli'] as const)('the team salon\'s demo account %s signs in with the demo password (issue #34)', async (who) => {
    const account = DEMO_ACCOUNTS[who];
    const auth = await beginAuthorization(idp.issuer);
    const { callback } = await submit(auth, 'signin', { email: account.email, password: DEMO_PASSWORD });
    const token = await exchangeCode(idp.issuer, callback?.searchParams.get('code') ?? '', auth.verifier);
    expect(token.response.status).toBe(200);
    const jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
    const { payload } = await jwtVerify(String(token.body.id_token), jwks, { issuer: idp.issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
    expect(payload).toMatchObject({ sub: account.sub, email: account.email, email_verified: true, given_name: account.name, family_name: account.lastName });
  });

  it('never shows a consent page to the first-party client, even for prompt=consent', async () => {
    const auth = await beginAuthorization(idp.issuer);
    await submit(auth, 'signin', { email: 'bella@chairly.test', password: DEMO_PASSWORD });
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email',
      prompt: 'consent',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const { url } = await auth.browser.follow(
      await auth.browser.get(`${idp.issuer}/auth?${query}`),
      REDIRECT_URI,
    );
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('shows an error and issues no code for a wrong password', async () => {
    const auth = await beginAuthorization(idp.issuer);
    const { response, callback, page } = await submit(auth, 'signin', {
      email: 'anna@chairly.test',
      password: 'Wrong-pass1!',
    });
    expect(response.status).toBe(400);
    expect(callback).toBeUndefined();
    expect(page).toContain('Invalid email or password');
    expect(page).toContain('value="anna@chairly.test"');
  });

  it('rejects a token request without the code verifier', async () => {
    const auth = await beginAuthorization(idp.issuer);
    const { callback } = await submit(auth, 'signin', {
      email: 'bella@chairly.test',
      password: DEMO_PASSWORD,
    });
    const token = await exchangeCode(
      idp.issuer,
      callback?.searchParams.get('code') ?? '',
      undefined,
    );
    expect(token.response.status).toBe(400);
    expect(token.body.error).toBe('invalid_grant');
    expect(token.body.id_token).toBeUndefined();
  });

  it('rejects authorization requests without PKCE or with the plain method', async () => {
    for (const params of [
      { code_challenge: '', code_challenge_method: '' },
      { code_challenge_method: 'plain' },
    ]) {
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        ...params,
      });
      for (const [key, value] of [...query]) if (!value) query.delete(key);
      const response = await fetch(`${idp.issuer}/auth?${query}`, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '', idp.issuer);
      expect(location.toString().startsWith(REDIRECT_URI)).toBe(true);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses an unregistered redirect URI without redirecting to it', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: 'https://evil.test/cb',
      response_type: 'code',
      scope: 'openid',
    });
    const response = await fetch(`${idp.issuer}/auth?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
