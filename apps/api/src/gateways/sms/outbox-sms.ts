import type { OutboxStore } from '../mail/index';
import type { SmsTransport } from './sms-transport';

/** Default without Twilio credentials: every SMS is stored in `outbox_messages`. */
export function createOutboxSmsTransport(store: OutboxStore): SmsTransport {
  return {
    name: 'outbox',
    async send({ to, body }) {
      await store.store({ channel: 'sms', recipient: to, subject: '', text: body, html: null, attachments: [] });
    },
  };
}
