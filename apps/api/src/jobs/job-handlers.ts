import type { Db } from '../db/client';
import type { NotificationEvent, NotificationsService, ReminderJob, ReviewJob } from '../modules/notifications/index';
import type { WaitlistJobs } from '../modules/waitlist/index';
import { createHoldsRepository } from './holds.repository';
import { QUEUES, type QueueName } from './queues';

/** The payment sweeps (composition root's services); each answers how many rows it settled. */
export type PaymentSweeps = { resumeCharges: () => Promise<number>; sweepDeposits: () => Promise<number> };
type Deps = { notifications: NotificationsService; db: Db; waitlist: WaitlistJobs; sweeps: PaymentSweeps };
type Handler = (data: never, jobId: string) => Promise<void>;

/** One handler per queue; each is idempotent (notification_log), so a retried job never repeats a sent message. */
export function createJobHandlers({ notifications, db, waitlist, sweeps }: Deps): Record<QueueName, Handler> {
  const holds = createHoldsRepository(db);
  return {
    [QUEUES.notificationSend]: (data: { event: NotificationEvent; audience: 'customer' | 'stylist' }, jobId) => notifications.onEvent(data.event, data.audience, jobId),
    [QUEUES.appointmentReminder]: (data: ReminderJob, jobId) => notifications.remind(data, jobId),
    [QUEUES.reviewRequest]: (data: ReviewJob, jobId) => notifications.requestReview(data, jobId),
    [QUEUES.holdsExpire]: async () => void (await holds.expireAll()),
    [QUEUES.trialCheck]: (_data: object, jobId) => notifications.checkTrials(jobId),
    [QUEUES.waitlistMatch]: async (data: { freedTimeId: number }) => void (await waitlist.match(data.freedTimeId)),
    [QUEUES.waitlistExpire]: async () => void (await waitlist.endPastRanges()),
    [QUEUES.chargesResume]: async () => void (await sweeps.resumeCharges()),
    [QUEUES.depositsSweep]: async () => void (await sweeps.sweepDeposits()),
  };
}
