// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { PASSWORD_TOGGLE_SCRIPT } from './assets';
import { resetPasswordPage, signInPage } from './auth-pages';
import { PASSWORD_TOGGLE_PATH } from './layout';

/** Parses a rendered page into a fresh document and, optionally, runs the served toggle script on it. */
function load(page: string, withScript: boolean): Document {
  const doc = new DOMParser().parseFromString(page, 'text/html');
  // The served script runs as the browser would run it (the page itself has no inline code).
  if (withScript) new Function('document', PASSWORD_TOGGLE_SCRIPT)(doc);
  doc.dispatchEvent(new Event('DOMContentLoaded'));
  return doc;
}

const german = { locale: 'de' as const, t: translator('de'), uid: 'abc' };

describe('show/hide password', () => {
  it('adds a translated toggle button that reveals and hides the password', () => {
    const page = signInPage(german);
    expect(page).toContain(`<script src="${PASSWORD_TOGGLE_PATH}" defer></script>`);
    const document = load(page, true);
    const input = document.getElementById('password') as HTMLInputElement;
    const button = document.querySelector<HTMLButtonElement>('.password button.toggle');
    expect(button?.getAttribute('aria-label')).toBe('Passwort anzeigen');
    expect(button?.type).toBe('button');
    expect(button?.getAttribute('aria-controls')).toBe('password');
    expect(button?.getAttribute('aria-pressed')).toBe('false');
    expect(input.type).toBe('password');

    button?.click();
    expect(input.type).toBe('text');
    expect(button?.getAttribute('aria-pressed')).toBe('true');
    button?.click();
    expect(input.type).toBe('password');
    expect(button?.getAttribute('aria-pressed')).toBe('false');
  });

  it('gives both fields of the reset page a toggle; the e-mail field gets none', () => {
    const reset = load(resetPasswordPage({ locale: 'en', t: translator('en'), token: 't' }), true);
    const toggles = [...reset.querySelectorAll('button.toggle')];
    expect(toggles.map((button) => button.getAttribute('aria-controls'))).toEqual([
      'password',
      'confirm-password',
    ]);
    const signIn = load(signInPage({ ...german, locale: 'en', t: translator('en') }), true);
    expect(signIn.querySelectorAll('button.toggle')).toHaveLength(1);
  });

  it('without script the field stays a plain password field with no button', () => {
    const document = load(signInPage(german), false);
    expect((document.getElementById('password') as HTMLInputElement).type).toBe('password');
    expect(document.querySelector('button.toggle')).toBeNull();
  });
});

describe('Chairly brand and language menu', () => {
  it('shows the logo and links every language, marking the current one', () => {
    const document = load(
      signInPage({
        ...german,
        languages: { label: 'Sprache', href: (lang) => `/interaction/abc?lang=${lang}` },
      }),
      false,
    );
    expect(document.querySelector('.brand img')?.getAttribute('src')).toBe('/assets/logo.svg');
    expect(document.querySelector('.brand')?.textContent?.trim()).toBe('Chairly');
    const nav = document.querySelector('nav.languages');
    expect(nav?.getAttribute('aria-label')).toBe('Sprache');
    const links = [...(nav?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['en', 'de', 'fr', 'pt', 'ar'].map((lang) => `/interaction/abc?lang=${lang}`),
    );
    expect(
      links
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.textContent),
    ).toEqual(['Deutsch']);
  });
});
