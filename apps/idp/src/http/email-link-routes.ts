import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, supportedLanguage, type Locale } from '@chairly/shared';
import type { AccountRepository } from '../accounts/account-repository';
import type { EmailTokens } from '../accounts/email-tokens';
import type { LoginRateLimit } from '../accounts/login-rate-limit';
import { hashPassword } from '../accounts/password-hash';
import { validateSignUp } from '../accounts/sign-up-rules';
import { pickLocale, translator, type MessageKey } from '../i18n';
import type { IdpLogger } from '../types';
import { messagePage, resetPasswordPage } from '../views/auth-pages';
import { readForm, sendHtml } from './http-utils';
import { LINK_PATHS } from './account-mail-sender';

type Deps = {
  accounts: AccountRepository;
  tokens: EmailTokens;
  rateLimit: LoginRateLimit;
  logger: IdpLogger;
};

/**
 * The pages e-mailed links open, outside any authorization request (the link may be opened in
 * another browser, after the sign-in request expired): setting a new password, confirming an e-mail.
 */
export function createEmailLinkRoutes({ accounts, tokens, rateLimit, logger }: Deps) {
  const localeOf = (req: IncomingMessage, stored?: string): Locale =>
    supportedLanguage(stored ?? '', LOCALES) ??
    pickLocale(undefined, req.headers['accept-language']);

  const message = (
    res: ServerResponse,
    status: number,
    locale: Locale,
    title: MessageKey,
    text: MessageKey,
  ) => {
    const t = translator(locale);
    sendHtml(res, status, messagePage({ locale, title: t(title), text: t(text) }));
  };
  const invalid = (req: IncomingMessage, res: ServerResponse) =>
    message(res, 400, localeOf(req), 'linkInvalidTitle', 'linkInvalid');

  async function showReset(req: IncomingMessage, res: ServerResponse, token: string) {
    const live = await tokens.peek(token, 'reset');
    if (!live) return invalid(req, res);
    const locale = localeOf(req, live.locale);
    return sendHtml(res, 200, resetPasswordPage({ locale, t: translator(locale), token }));
  }

  async function submitReset(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const token = form.get('token') ?? '';
    const live = await tokens.peek(token, 'reset');
    const account = live && (await accounts.findById(live.account_id));
    if (!live || !account) return invalid(req, res);
    const locale = localeOf(req, live.locale);
    const t = translator(locale);
    // The sign-up rules for the password and its confirmation (the e-mail is the account's own).
    const input = {
      email: account.email,
      password: form.get('password') ?? '',
      confirmPassword: form.get('confirmPassword') ?? '',
    };
    const errors = validateSignUp(input, locale, t('passwordTooLong'));
    if (Object.keys(errors).length > 0)
      return sendHtml(res, 400, resetPasswordPage({ locale, t, token, errors }));
    const passwordHash = await hashPassword(input.password);
    // Consuming is the atomic step: of two concurrent submissions, one changes the password.
    if (!(await tokens.consume(token, 'reset'))) return invalid(req, res);
    await accounts.replacePassword(account.id, passwordHash);
    await rateLimit.recordSuccess(account.email);
    logger.info({ sub: account.id }, 'password reset');
    return message(res, 200, locale, 'resetDoneTitle', 'resetDone');
  }

  async function confirmEmail(req: IncomingMessage, res: ServerResponse, token: string) {
    const used = await tokens.consume(token, 'confirm');
    if (!used) return invalid(req, res);
    await accounts.markEmailVerified(used.account_id);
    logger.info({ sub: used.account_id }, 'e-mail confirmed');
    return message(res, 200, localeOf(req, used.locale), 'emailConfirmedTitle', 'emailConfirmed');
  }

  /** Handles /password/reset and /email/confirm; answers false for any other path. */
  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const token = url.searchParams.get('token') ?? '';
    if (url.pathname === LINK_PATHS.reset) {
      if (req.method === 'GET') await showReset(req, res, token);
      else if (req.method === 'POST') await submitReset(req, res);
      else res.writeHead(405).end();
      return true;
    }
    if (url.pathname === LINK_PATHS.confirm) {
      if (req.method === 'GET') await confirmEmail(req, res, token);
      else res.writeHead(405).end();
      return true;
    }
    return false;
  };
}
