import { escapeHtml, type Locale } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';
import type { SandboxText } from './sandbox-pages.i18n';

export const SANDBOX_CSS_PATH = '/sandbox/assets/sandbox.css';

export const SANDBOX_CSS = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2328;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:460px;width:100%}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:600;text-transform:uppercase}
h1{font-size:22px;margin:12px 0}p{line-height:1.5}code{background:#f1f3f5;padding:2px 6px;border-radius:4px}
.actions{display:flex;gap:12px;margin-top:24px;flex-wrap:wrap}form{margin:0}
button{font:inherit;border-radius:6px;padding:10px 16px;cursor:pointer;border:1px solid #1864ab}
.primary{background:#1864ab;color:#fff}.secondary{background:#fff;color:#1864ab}a{color:#1864ab}`;

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_CSS_PATH}"></head><body><main>${body}</main></body></html>`;
}

/** No scripts: two plain forms posting to the sandbox's own endpoints (the app's CSP allows only 'self'). */
export function onboardingPage(
  locale: Locale,
  text: SandboxText,
  accountId: string,
  token: string,
): string {
  const action = (what: string) => `/sandbox/onboarding/${encodeURIComponent(token)}/${what}`;
  return page(
    locale,
    `${text.title}: ${text.heading}`,
    `<span class="badge">Sandbox</span><h1>${escapeHtml(text.title)}: ${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p><p>${escapeHtml(text.account)}: <code>${escapeHtml(accountId)}</code></p>
<div class="actions"><form method="post" action="${action('complete')}"><button class="primary" type="submit">${escapeHtml(text.complete)}</button></form>
<form method="post" action="${action('leave')}"><button class="secondary" type="submit">${escapeHtml(text.leave)}</button></form></div>`,
  );
}

export function expiredPage(locale: Locale, text: SandboxText): string {
  return page(
    locale,
    text.expiredHeading,
    `<span class="badge">Sandbox</span><h1>${escapeHtml(text.expiredHeading)}</h1><p>${escapeHtml(text.expired)}</p><p><a href="/">${escapeHtml(text.back)}</a></p>`,
  );
}

/** Issue #20: the authentication page of an on-session charge; two plain forms, no scripts. */
export function authenticationPage(
  locale: Locale,
  text: SandboxText,
  paymentId: string,
  amount: string,
): string {
  const action = (what: string) => `/sandbox/authenticate/${encodeURIComponent(paymentId)}/${what}`;
  return page(
    locale,
    text.authTitle,
    `<span class="badge">Sandbox</span><h1>${escapeHtml(text.authTitle)}</h1>
<p>${escapeHtml(text.authIntro)}</p><p>${escapeHtml(text.authAmount)}: <strong>${escapeHtml(amount)}</strong></p>
<div class="actions"><form method="post" action="${action('complete')}"><button class="primary" type="submit">${escapeHtml(text.authComplete)}</button></form>
<form method="post" action="${action('fail')}"><button class="secondary" type="submit">${escapeHtml(text.authFail)}</button></form></div>`,
  );
}

export function nothingToAuthenticatePage(locale: Locale, text: SandboxText): string {
  return page(
    locale,
    text.authDoneHeading,
    `<span class="badge">Sandbox</span><h1>${escapeHtml(text.authDoneHeading)}</h1><p>${escapeHtml(text.authDone)}</p><p><a href="/">${escapeHtml(text.back)}</a></p>`,
  );
}
