import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD, formatMessage } from '@chairly/shared';
import { CATALOGUES } from '../src/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginAuthorization,
  exchangeCode,
  POST_LOGOUT_URI,
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

const silentAuthorizeUrl = () =>
  `${idp.issuer}/auth?${new URLSearchParams({ client_id: 'chairly-test', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`;

const kids = async () =>
  ((await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: { kid: string; d?: string }[] })
    .keys;

describe('keys and sessions', () => {
  it('keeps its signing key and the browser session across a restart', async () => {
    const before = await kids();
    expect(before).toHaveLength(1);
    expect(before[0]?.d).toBeUndefined();
    expect((await stat(path.join(idp.dataDir, 'idp-jwks.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(idp.dataDir, 'idp-cookie-keys.json'))).mode & 0o777).toBe(0o600);

    const auth = await beginAuthorization(idp.issuer);
    await submit(auth, 'signin', { email: 'anna@chairly.test', password: DEMO_PASSWORD });
    idp = await idp.restart();
    expect(await kids()).toEqual(before);

    // The session lives in PostgreSQL: the same browser gets a code at once, without signing in.
    const { url } = await auth.browser.follow(
      await auth.browser.get(silentAuthorizeUrl()),
      REDIRECT_URI,
    );
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });
});

describe('end session', () => {
  it('signs out in one step when the app sends its ID token, then asks for credentials again', async () => {
    const auth = await beginAuthorization(idp.issuer);
    const { callback } = await submit(auth, 'signin', {
      email: 'carla@chairly.test',
      password: DEMO_PASSWORD,
    });
    const token = await exchangeCode(
      idp.issuer,
      callback?.searchParams.get('code') ?? '',
      auth.verifier,
    );

    const query = new URLSearchParams({
      id_token_hint: String(token.body.id_token),
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const page = await auth.browser.get(`${idp.issuer}/session/end?${query}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('data-auto-submit');
    expect(html).toContain('<script src="/assets/sign-out.js" defer></script>');
    expect(html).toContain('name="logout" value="yes"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

    const confirm = await auth.browser.post(`${idp.issuer}/session/end/confirm`, {
      xsrf,
      logout: 'yes',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${POST_LOGOUT_URI}?state=bye`);

    const reuse = await auth.browser.follow(
      await auth.browser.get(silentAuthorizeUrl()),
      REDIRECT_URI,
    );
    expect(reuse.url).toContain('/interaction/');
    expect(await reuse.response.text()).toContain('<label for="password">Password</label>');
  });

  it('asks for confirmation when the request does not carry an ID token', async () => {
    const auth = await beginAuthorization(idp.issuer);
    await submit(auth, 'signin', { email: 'carla@chairly.test', password: DEMO_PASSWORD });
    const html = await (
      await auth.browser.get(`${idp.issuer}/session/end?client_id=chairly-test`)
    ).text();
    expect(html).toContain('Do you want to sign out of Chairly?');
    expect(html).not.toContain('data-auto-submit');
    expect(html).not.toContain('<script');
  });
});

describe('languages', () => {
  it('renders the pages in the language of ui_locales or Accept-Language', async () => {
    const de = await beginAuthorization(idp.issuer, { ui_locales: 'de-DE en' });
    expect(de.page).toContain('<html lang="de" dir="ltr">');
    expect(de.page).toContain('<label for="email">E-Mail</label>');
    expect(de.page).toContain('<label for="password">Passwort</label>');
    expect(de.page).toMatch(/<button type="submit">Anmelden<\/button>/);
    const weak = await submit(de, 'signup', {
      email: 'neu@chairly.test',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.page).toContain('Passwort ist zu kurz');

    const fr = await beginAuthorization(idp.issuer);
    const page = await (
      await fr.browser.get(fr.interactionUrl, { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' })
    ).text();
    expect(page).toContain('<label for="password">Mot de passe</label>');
  });

  it('writes Arabic right to left when ui_locales asks for it (the app sends the language it shows)', async () => {
    const ar = await beginAuthorization(idp.issuer, { ui_locales: 'ar' });
    expect(ar.page).toContain('<html lang="ar" dir="rtl">');
    expect(ar.page).toContain(`<label for="password">${CATALOGUES.ar.password}</label>`);
    expect(ar.page).toMatch(new RegExp(`<button type="submit">${CATALOGUES.ar.signIn}</button>`));
    const weak = await submit(ar, 'signup', { email: 'layla@chairly.test', password: 'abc', confirmPassword: 'abc' });
    expect(weak.page).toContain('dir="rtl"');
    expect(weak.page).toContain(formatMessage('password_min', 'ar', { _field_: 'password' }));
  });
});
