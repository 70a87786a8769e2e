import type { Locale } from '@chairly/shared';
import type { SignUpErrors } from '../accounts/sign-up-rules';
import type { MessageKey, Translate } from '../i18n';
import { html, type SafeHtml } from './html';
import { layout, PASSWORD_TOGGLE_PATH, type LanguageMenu } from './layout';

type PageContext = {
  locale: Locale;
  t: Translate;
  uid: string;
  languages?: LanguageMenu;
  /** `?lang=…` when the language was chosen on these pages, kept by their forms and links. */
  query?: string;
};

export type SignInView = PageContext & { email?: string; error?: MessageKey };
export type SignUpView = PageContext & { email?: string; errors?: SignUpErrors };
export type ForgotView = PageContext & { email?: string; sent?: boolean; error?: MessageKey };
export type ResetView = {
  locale: Locale;
  t: Translate;
  token: string;
  errors?: SignUpErrors;
};

type FieldOptions = {
  id: string;
  name: string;
  type: 'email' | 'password';
  label: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  /** Password fields: the translated name of the show/hide button the served script adds. */
  toggleLabel?: string;
};

function field(options: FieldOptions): SafeHtml {
  const described = [options.error && `${options.id}-error`, options.hint && `${options.id}-hint`]
    .filter(Boolean)
    .join(' ');
  const input = html`<input
    id="${options.id}"
    name="${options.name}"
    type="${options.type}"
    autocomplete="${options.autocomplete}"
    required
    ${options.value ? html`value="${options.value}"` : ''}
    ${options.error ? html`aria-invalid="true"` : ''}
    ${described ? html`aria-describedby="${described}"` : ''}
    ${options.autofocus ? html`autofocus` : ''}
    ${options.type === 'email'
      ? html`inputmode="email" spellcheck="false" autocapitalize="none"`
      : ''}
    ${options.toggleLabel ? html`data-toggle-label="${options.toggleLabel}"` : ''}
  />`;
  return html`<div>
    <label for="${options.id}">${options.label}</label>
    ${options.toggleLabel ? html`<div class="password">${input}</div>` : input}
    ${options.error
      ? html`<p class="field-error" id="${options.id}-error">${options.error}</p>`
      : ''}
    ${options.hint ? html`<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
  </div>`;
}

export function signInPage(view: SignInView): string {
  const { locale, t, uid, email, error, languages, query = '' } = view;
  const body = html`<h1>${t('signInHeading')}</h1>
    ${error ? html`<p class="alert" role="alert">${t(error)}</p>` : ''}
    <form method="post" action="/interaction/${uid}/signin${query}" novalidate>
      ${field({
        id: 'email',
        name: 'email',
        type: 'email',
        label: t('email'),
        autocomplete: 'username',
        value: email,
        autofocus: !email,
      })}
      ${field({
        id: 'password',
        name: 'password',
        type: 'password',
        label: t('password'),
        autocomplete: 'current-password',
        autofocus: !!email,
        toggleLabel: t('showPassword'),
      })}
      <p class="forgot">
        <a href="/interaction/${uid}/forgot?lang=${locale}">${t('forgotPassword')}</a>
      </p>
      <button type="submit">${t('signIn')}</button>
    </form>
    <p class="switch">
      ${t('noAccount')} <a href="/interaction/${uid}/signup${query}">${t('signUp')}</a>
    </p>`;
  return layout({
    locale,
    title: t('signInTitle'),
    body,
    languages,
    script: PASSWORD_TOGGLE_PATH,
  });
}

export function signUpPage({
  locale,
  t,
  uid,
  email,
  errors = {},
  languages,
  query = '',
}: SignUpView): string {
  const body = html`<h1>${t('signUpHeading')}</h1>
    <form method="post" action="/interaction/${uid}/signup${query}" novalidate>
      ${field({
        id: 'email',
        name: 'email',
        type: 'email',
        label: t('email'),
        autocomplete: 'email',
        value: email,
        error: errors.email,
        autofocus: true,
      })}
      ${field({
        id: 'password',
        name: 'password',
        type: 'password',
        label: t('password'),
        autocomplete: 'new-password',
        error: errors.password,
        hint: t('passwordHint'),
        toggleLabel: t('showPassword'),
      })}
      ${field({
        id: 'confirm-password',
        name: 'confirmPassword',
        type: 'password',
        label: t('confirmPassword'),
        autocomplete: 'new-password',
        error: errors.confirmPassword,
        toggleLabel: t('showPassword'),
      })}
      <button type="submit">${t('signUp')}</button>
    </form>
    <p class="switch">
      ${t('haveAccount')} <a href="/interaction/${uid}/signin${query}">${t('signIn')}</a>
    </p>`;
  return layout({
    locale,
    title: t('signUpTitle'),
    body,
    languages,
    script: PASSWORD_TOGGLE_PATH,
  });
}

/** "Forgot password": asks for the e-mail; once sent, the same notice whether an account exists or not. */
export function forgotPasswordPage({ locale, t, uid, email, sent, error, languages }: ForgotView) {
  const back = html`<p class="switch">
    <a href="/interaction/${uid}/signin?lang=${locale}">${t('backToSignIn')}</a>
  </p>`;
  const body = sent
    ? html`<h1>${t('forgotTitle')}</h1>
        <p class="notice" role="status">${t('forgotSent')}</p>
        ${back}`
    : html`<h1>${t('forgotTitle')}</h1>
        <p class="intro">${t('forgotIntro')}</p>
        ${error ? html`<p class="alert" role="alert">${t(error)}</p>` : ''}
        <form method="post" action="/interaction/${uid}/forgot?lang=${locale}" novalidate>
          ${field({
            id: 'email',
            name: 'email',
            type: 'email',
            label: t('email'),
            autocomplete: 'username',
            value: email,
            autofocus: true,
          })}
          <button type="submit">${t('sendLink')}</button>
        </form>
        ${back}`;
  return layout({ locale, title: t('forgotTitle'), body, languages });
}

/** The page the reset link opens: a new password (the sign-up rules) and its confirmation. */
export function resetPasswordPage({ locale, t, token, errors = {} }: ResetView): string {
  const body = html`<h1>${t('resetTitle')}</h1>
    <form method="post" action="/password/reset" novalidate>
      <input type="hidden" name="token" value="${token}" />
      ${field({
        id: 'password',
        name: 'password',
        type: 'password',
        label: t('newPassword'),
        autocomplete: 'new-password',
        error: errors.password,
        hint: t('passwordHint'),
        autofocus: true,
        toggleLabel: t('showPassword'),
      })}
      ${field({
        id: 'confirm-password',
        name: 'confirmPassword',
        type: 'password',
        label: t('confirmPassword'),
        autocomplete: 'new-password',
        error: errors.confirmPassword,
        toggleLabel: t('showPassword'),
      })}
      <button type="submit">${t('savePassword')}</button>
    </form>`;
  return layout({ locale, title: t('resetTitle'), body, script: PASSWORD_TOGGLE_PATH });
}

export function messagePage({
  locale,
  title,
  text,
}: {
  locale: Locale;
  title: string;
  text: string;
}): string {
  return layout({
    locale,
    title,
    body: html`<h1>${title}</h1>
      <p>${text}</p>`,
  });
}
