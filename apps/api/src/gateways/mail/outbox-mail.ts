import type { MailTransport } from './mail-transport';
import type { OutboxStore } from './outbox-store';

/** Default without SMTP_URL: every e-mail is stored in `outbox_messages` instead of being sent. */
export function createOutboxMailTransport(store: OutboxStore): MailTransport {
  return {
    name: 'outbox',
    async send({ to, subject, text, html, attachments = [] }) {
      await store.store({ channel: 'email', recipient: to, subject, text, html, attachments });
    },
    close() {},
  };
}
