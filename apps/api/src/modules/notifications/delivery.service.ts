import { createHash } from 'node:crypto';
import type { MailAttachment, MailTransport } from '../../gateways/mail/index';
import type { SmsTransport } from '../../gateways/sms/index';
import type { BuiltMessage } from './build-message';
import type { NotificationLogRepository } from './notification-log.repository';

export type Delivery = {
  kind: string;
  ref: string;
  email: string | null;
  phone: string | null;
  message: BuiltMessage;
  attachments?: MailAttachment[];
};

export class DeliveryInProgressError extends Error {
  constructor() {
    super('Another worker is delivering this message; retrying later');
  }
}

type Deps = { log: Pick<NotificationLogRepository, 'claim' | 'markSent' | 'release'>; mail: Pick<MailTransport, 'send'>; sms: Pick<SmsTransport, 'send'> };

/** Sends each channel at most once per (kind, ref, recipient, channel), recorded in notification_log. */
export function createDeliveryService({ log, mail, sms }: Deps) {
  async function once(key: { kind: string; ref: string; recipient: string; channel: 'email' | 'sms' }, jobId: string | null, send: () => Promise<void>) {
    const claim = await log.claim(key, jobId);
    if (claim.state === 'sent') return false;
    if (claim.state === 'in-progress') throw new DeliveryInProgressError();
    try {
      await send();
    } catch (error) {
      await log.release(claim.id);
      throw error;
    }
    await log.markSent(claim.id);
    return true;
  }

  return {
    /** Returns the channels that were sent now (already-sent ones are skipped). */
    async deliver(delivery: Delivery, jobId: string | null): Promise<('email' | 'sms')[]> {
      const { kind, ref, email, phone, message, attachments } = delivery;
      const sent: ('email' | 'sms')[] = [];
      if (email) {
        const messageId = `<${createHash('sha256').update(`${kind}|${ref}|${email}`).digest('hex').slice(0, 32)}@chairly>`;
        const done = await once({ kind, ref, recipient: email, channel: 'email' }, jobId, () =>
          mail.send({ to: email, subject: message.subject, text: message.text, html: message.html, attachments, messageId }),
        );
        if (done) sent.push('email');
      }
      if (phone) {
        const done = await once({ kind, ref, recipient: phone, channel: 'sms' }, jobId, () => sms.send({ to: phone, body: message.sms }));
        if (done) sent.push('sms');
      }
      return sent;
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
