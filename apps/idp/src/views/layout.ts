import { LOCALES, type Locale } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';
import { html, type SafeHtml } from './html';

export const STYLESHEET_PATH = '/assets/idp.css';
export const SIGN_OUT_SCRIPT_PATH = '/assets/sign-out.js';
export const PASSWORD_TOGGLE_PATH = '/assets/password-toggle.js';
export const LOGO_PATH = '/assets/logo.svg';

/** Each language in its own name, as the app's language menu shows them. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
};

/** The language menu: plain links to the same page with `?lang=` (works without script). */
export type LanguageMenu = { label: string; href: (locale: Locale) => string };

type LayoutOptions = {
  locale: Locale;
  title: string;
  body: SafeHtml;
  script?: string;
  languages?: LanguageMenu;
};

function languageMenu(current: Locale, menu: LanguageMenu): SafeHtml {
  return html`<nav class="languages" aria-label="${menu.label}">
    <ul>
      ${LOCALES.map(
        (locale) =>
          html`<li>
            <a
              href="${menu.href(locale)}"
              hreflang="${locale}"
              lang="${locale}"
              ${locale === current ? html`aria-current="true"` : ''}
              >${LANGUAGE_NAMES[locale]}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

/**
 * Page shell in the app's look: its logo and violet, its font stack, a centred card, the served
 * stylesheet and no inline code; Arabic right to left.
 */
export function layout({ locale, title, body, script, languages }: LayoutOptions): string {
  return `<!DOCTYPE html>${html`<html lang="${locale}" dir="${textDirection(locale)}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="referrer" content="no-referrer" />
      <title>${title} · Chairly</title>
      <link rel="icon" href="${LOGO_PATH}" type="image/svg+xml" />
      <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      ${script ? html`<script src="${script}" defer></script>` : ''}
    </head>
    <body>
      <header class="top">
        <p class="brand">
          <img src="${LOGO_PATH}" alt="" width="32" height="32" /><span>Chairly</span>
        </p>
        ${languages ? languageMenu(locale, languages) : ''}
      </header>
      <main class="card">${body}</main>
    </body>
  </html>`}`;
}
