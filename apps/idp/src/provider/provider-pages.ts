import type { KoaContextWithOIDC } from 'oidc-provider';
import { pickLocale, translator } from '../i18n';
import { html, SafeHtml } from '../views/html';
import { layout, SIGN_OUT_SCRIPT_PATH } from '../views/layout';

type ErrorOut = { error: string; error_description?: string };

function localeOf(ctx: KoaContextWithOIDC) {
  // ctx.oidc is missing when the request failed before oidc-provider set up its context.
  const uiLocales: unknown = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params
    ?.ui_locales;
  const locale = pickLocale(uiLocales, ctx.get('accept-language'));
  return { locale, t: translator(locale) };
}

/**
 * End-session page. When the app names itself with a valid id_token_hint (checked by oidc-provider
 * before this runs) the form carries logout=yes and submits itself: sign-out is one click in the app.
 * Without it (a bare link to /session/end) the user confirms with a button, so a third-party page
 * cannot sign people out silently.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const { locale, t } = localeOf(ctx);
  const trusted = Boolean(ctx.oidc.client && ctx.oidc.params?.id_token_hint);
  const logoutForm = form
    .replace('<form ', trusted ? '<form data-auto-submit ' : '<form ')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = html`<h1>${trusted ? t('signingOut') : t('signOutQuestion')}</h1>
    ${new SafeHtml(logoutForm)}
    <button type="submit" form="op.logoutForm">${t('signOut')}</button>`;
  ctx.type = 'html';
  ctx.body = layout({
    locale,
    title: t('signOutTitle'),
    body,
    script: trusted ? SIGN_OUT_SCRIPT_PATH : undefined,
  });
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  const { locale, t } = localeOf(ctx);
  ctx.type = 'html';
  ctx.body = layout({
    locale,
    title: t('signedOutTitle'),
    body: html`<h1>${t('signedOutTitle')}</h1>
      <p>${t('signedOutText')}</p>`,
  });
}

export async function renderError(ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> {
  const { locale, t } = localeOf(ctx);
  ctx.type = 'html';
  ctx.body = layout({
    locale,
    title: t('errorTitle'),
    body: html`<h1>${t('errorTitle')}</h1>
      <p>${t('errorText')}</p>
      <p class="hint" data-error="${out.error}">
        ${out.error}${out.error_description ? html`: ${out.error_description}` : ''}
      </p>`,
  });
}
