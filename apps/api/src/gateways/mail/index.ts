import type { NotificationsConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { MailTransport } from './mail-transport';
import { createOutboxMailTransport } from './outbox-mail';
import { createOutboxStore } from './outbox-store';
import { createSmtpMailTransport } from './smtp-mail';

export type { MailAttachment, MailMessage, MailTransport } from './mail-transport';
export { createOutboxStore, type OutboxEntry, type OutboxStore } from './outbox-store';

/** SMTP when SMTP_URL is set, else the dev outbox. */
export function createMailTransport(config: Pick<NotificationsConfig, 'smtpUrl' | 'mailFrom'>, db: Db): MailTransport {
  return config.smtpUrl
    ? createSmtpMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailTransport(createOutboxStore(db));
}
