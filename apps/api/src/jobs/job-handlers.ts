import type { Db } from '../db/client';
import type { NotificationEvent, NotificationsService, ReminderJob, ReviewJob } from '../modules/notifications/index';
import type { WaitlistJobs } from '../modules/waitlist/index';
import { createHoldsRepository } from './holds.repository';
import { QUEUES, type QueueName } from './queues';

type Deps = { notifications: NotificationsService; db: Db; waitlist: WaitlistJobs };
type Handler = (data: never, jobId: string) => Promise<void>;

/** One handler per queue; each is idempotent (notification_log), so a retried job never repeats a sent message. */
export function createJobHandlers({ notifications, db, waitlist }: Deps): Record<QueueName, Handler> {
  const holds = createHoldsRepository(db);
  return {
    [QUEUES.notificationSend]: (data: { event: NotificationEvent; audience: 'customer' | 'stylist' }, jobId) => notifications.onEvent(data.event, data.audience, jobId),
    [QUEUES.appointmentReminder]: (data: ReminderJob, jobId) => notifications.remind(data, jobId),
    [QUEUES.reviewRequest]: (data: ReviewJob, jobId) => notifications.requestReview(data, jobId),
    [QUEUES.holdsExpire]: async () => void (await holds.expireAll()),
    [QUEUES.trialCheck]: (_data: object, jobId) => notifications.checkTrials(jobId),
    [QUEUES.waitlistMatch]: async (data: { freedTimeId: number }) => void (await waitlist.match(data.freedTimeId)),
    [QUEUES.waitlistExpire]: async () => void (await waitlist.endPastRanges()),
  };
}
