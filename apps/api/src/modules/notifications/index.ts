import type { NotificationsConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createMailTransport, type MailTransport } from '../../gateways/mail/index';
import { createSmsTransport, type SmsTransport } from '../../gateways/sms/index';
import { createReviewLinks } from '../reviews/index';
import { createDeliveryService } from './delivery.service';
import { createNotificationContextRepository } from './notification-context.repository';
import { createNotificationLogRepository } from './notification-log.repository';
import { createNotificationsService, type PublicLinks } from './notifications.service';

export {
  appointmentMovedNotification,
  appointmentReassignedNotification,
  appointmentRescheduledNotification,
  enqueueNotification,
  notificationEvent,
  seriesBookedNotification,
  seriesCancelledNotification,
  stateChangeNotification,
  type AppointmentTxHook,
  type SeriesTxHook,
  type NotificationEvent,
  type Tx,
  type TxHook,
} from './events';
export { buildMessage, type BuiltMessage, type MessageInput } from './build-message';
export { countStylistMessage, dailyMessageCapMessage } from './daily-message-cap';
export { buildIcs, icsMethodOf, type CalendarEvent, type IcsMethod } from './ics';
export { appointmentAtText, busyText } from './templates/index';
export { DeliveryInProgressError } from './delivery.service';
export type { NotificationsService, ReminderJob, ReviewJob, PublicLinks } from './notifications.service';

/** Days before a trial's end when the stylist is told (daily check). */
export const TRIAL_NOTICE_DAYS = 3;

export type NotificationTransports = { mail: MailTransport; sms: SmsTransport };

export function createNotificationTransports(config: NotificationsConfig, db: Db): NotificationTransports {
  return { mail: createMailTransport(config, db), sms: createSmsTransport(config, db) };
}

/** Everything the workers need to turn jobs into delivered messages. */
export function createNotifications(db: Db, transports: NotificationTransports, links: PublicLinks) {
  return createNotificationsService({
    context: createNotificationContextRepository(db),
    delivery: createDeliveryService({ log: createNotificationLogRepository(db), ...transports }),
    links,
    trialNoticeDays: TRIAL_NOTICE_DAYS,
    reviewLinks: createReviewLinks(db),
  });
}
