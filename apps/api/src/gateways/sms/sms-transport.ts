export type SmsMessage = { to: string; body: string };

export type SmsTransport = {
  name: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
};
