import type { Locale } from '@chairly/shared';
import { textDirection } from '@chairly/shared/direction';
import { translator } from '../i18n';
import type { IdpMail } from '../types';
import { html } from '../views/html';

export type AccountMailKind = 'reset' | 'confirm';

const KEYS = {
  reset: { subject: 'resetMailSubject', text: 'resetMailText', ignore: 'resetMailIgnore' },
  confirm: { subject: 'confirmMailSubject', text: 'confirmMailText', ignore: 'confirmMailIgnore' },
} as const;

/** The password-reset or e-mail-confirmation message with its link, in the reader's language. */
export function accountMail(
  kind: AccountMailKind,
  to: string,
  link: string,
  locale: Locale,
): IdpMail {
  const t = translator(locale);
  const keys = KEYS[kind];
  const subject = t(keys.subject);
  const text = `${t(keys.text)}\n\n${link}\n\n${t(keys.ignore)}\n`;
  const body = html`<!DOCTYPE html>
    <html lang="${locale}" dir="${textDirection(locale)}">
      <body>
        <p>${t(keys.text)}</p>
        <p><a href="${link}">${link}</a></p>
        <p>${t(keys.ignore)}</p>
      </body>
    </html>`;
  return { to, subject, text, html: body.value };
}
