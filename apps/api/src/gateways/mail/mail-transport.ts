export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Stable per logical message, so a retried delivery carries the same Message-ID (receivers may dedupe). */
  messageId?: string;
};

export type MailTransport = {
  name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};
