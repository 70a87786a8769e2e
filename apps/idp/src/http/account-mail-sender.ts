import type { Locale } from '@chairly/shared';
import type { EmailTokens, TokenPurpose } from '../accounts/email-tokens';
import { accountMail } from '../mail/account-mail';
import type { IdpLogger, IdpOptions } from '../types';

/** Where each link of an e-mail leads (pages of this provider, under the issuer URL). */
export const LINK_PATHS: Record<TokenPurpose, string> = {
  reset: '/password/reset',
  confirm: '/email/confirm',
};

type Deps = {
  issuer: string;
  tokens: EmailTokens;
  sendMail: IdpOptions['sendMail'];
  logger: IdpLogger;
};

/**
 * Issues a single-use token and mails its link. A failed delivery is logged, never shown: the page
 * answers the same whatever happened (no account discovery, sign-up is not undone).
 */
export function createAccountMailSender({ issuer, tokens, sendMail, logger }: Deps) {
  return async function send(
    account: { id: string; email: string },
    purpose: TokenPurpose,
    locale: Locale,
  ): Promise<void> {
    const token = await tokens.issue(account.id, purpose, locale);
    const link = `${issuer}${LINK_PATHS[purpose]}?token=${token}`;
    if (!sendMail) {
      logger.warn({ sub: account.id, link }, 'no mail transport: the link is only in this log');
      return;
    }
    try {
      await sendMail(accountMail(purpose, account.email, link, locale));
    } catch (error) {
      logger.error(
        { sub: account.id, err: error instanceof Error ? error.message : String(error) },
        'account e-mail not sent',
      );
    }
  };
}

export type AccountMailSender = ReturnType<typeof createAccountMailSender>;
