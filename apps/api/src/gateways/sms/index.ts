import type { NotificationsConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createOutboxStore } from '../mail/index';
import { createOutboxSmsTransport } from './outbox-sms';
import type { SmsTransport } from './sms-transport';
import { createTwilioSmsTransport } from './twilio-sms';

export type { SmsMessage, SmsTransport } from './sms-transport';
export { createTwilioSmsTransport, SmsDeliveryError } from './twilio-sms';

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set, else the dev outbox. */
export function createSmsTransport(config: Pick<NotificationsConfig, 'twilio'>, db: Db): SmsTransport {
  return config.twilio ? createTwilioSmsTransport(config.twilio) : createOutboxSmsTransport(createOutboxStore(db));
}
