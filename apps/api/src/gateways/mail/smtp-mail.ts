import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

type Options = { smtpUrl: string; from: string };

/** E-mail over SMTP (nodemailer, pooled connections); the URL carries host, port, TLS and credentials. */
export function createSmtpMailTransport({ smtpUrl, from }: Options): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ to, subject, text, html, attachments = [], messageId }) {
      await transporter.sendMail({
        from,
        to,
        subject,
        text,
        html,
        messageId,
        attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
