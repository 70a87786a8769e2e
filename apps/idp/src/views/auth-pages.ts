import type { Locale } from '@chairly/shared';
import type { SignUpErrors } from '../accounts/sign-up-rules';
import type { MessageKey, Translate } from '../i18n';
import { html, type SafeHtml } from './html';
import { layout } from './layout';

type PageContext = { locale: Locale; t: Translate; uid: string };

export type SignInView = PageContext & { email?: string; error?: MessageKey };
export type SignUpView = PageContext & { email?: string; errors?: SignUpErrors };

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
};

function field(options: FieldOptions): SafeHtml {
  const described = [options.error && `${options.id}-error`, options.hint && `${options.id}-hint`]
    .filter(Boolean)
    .join(' ');
  return html`<div>
    <label for="${options.id}">${options.label}</label>
    <input
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
    />
    ${options.error
      ? html`<p class="field-error" id="${options.id}-error">${options.error}</p>`
      : ''}
    ${options.hint ? html`<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
  </div>`;
}

export function signInPage({ locale, t, uid, email, error }: SignInView): string {
  const body = html`<h1>${t('signInHeading')}</h1>
    ${error ? html`<p class="alert" role="alert">${t(error)}</p>` : ''}
    <form method="post" action="/interaction/${uid}/signin" novalidate>
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
      })}
      <button type="submit">${t('signIn')}</button>
    </form>
    <p class="switch">
      ${t('noAccount')} <a href="/interaction/${uid}/signup">${t('signUp')}</a>
    </p>`;
  return layout({ locale, title: t('signInTitle'), body });
}

export function signUpPage({ locale, t, uid, email, errors = {} }: SignUpView): string {
  const body = html`<h1>${t('signUpHeading')}</h1>
    <form method="post" action="/interaction/${uid}/signup" novalidate>
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
      })}
      ${field({
        id: 'confirm-password',
        name: 'confirmPassword',
        type: 'password',
        label: t('confirmPassword'),
        autocomplete: 'new-password',
        error: errors.confirmPassword,
      })}
      <button type="submit">${t('signUp')}</button>
    </form>
    <p class="switch">
      ${t('haveAccount')} <a href="/interaction/${uid}/signin">${t('signIn')}</a>
    </p>`;
  return layout({ locale, title: t('signUpTitle'), body });
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
