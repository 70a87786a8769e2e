import type { Locale } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';
import { html, type SafeHtml } from './html';

export const STYLESHEET_PATH = '/assets/idp.css';
export const SIGN_OUT_SCRIPT_PATH = '/assets/sign-out.js';

type LayoutOptions = { locale: Locale; title: string; body: SafeHtml; script?: string };

/** Page shell: Chairly brand header, a centred card, the served stylesheet and no inline code; Arabic right to left. */
export function layout({ locale, title, body, script }: LayoutOptions): string {
  return `<!DOCTYPE html>${html`<html lang="${locale}" dir="${textDirection(locale)}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="referrer" content="no-referrer" />
      <title>${title} · Chairly</title>
      <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      ${script ? html`<script src="${script}" defer></script>` : ''}
    </head>
    <body>
      <main class="card">
        <p class="brand" aria-hidden="true">Chairly</p>
        ${body}
      </main>
    </body>
  </html>`}`;
}
