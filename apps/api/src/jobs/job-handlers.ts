import type { Db } from '../db/client';
import type { NotificationEvent, NotificationsService, ReminderJob, ReviewJob } from '../modules/notifications/index';
import type { WaitlistJobs } from '../modules/waitlist/index';
import type { DataExportJobs } from '../modules/exports/index';
import { createDashboardRollup } from '../modules/dashboard/index';
import type { WebhookDeliver } from '../modules/webhooks/index';
import { createHoldsRepository } from './holds.repository';
import { QUEUES, type QueueName } from './queues';

/** The payment sweeps (composition root's services); each answers how many rows it settled. */
export type PaymentSweeps = { resumeCharges: () => Promise<number>; sweepDeposits: () => Promise<number> };
/** D67: a business's subscription quantity brought in line with its active members. */
export type SeatsSync = { syncSeats: (stylistId: number) => Promise<number> };
type Deps = { notifications: NotificationsService; db: Db; waitlist: WaitlistJobs; sweeps: PaymentSweeps; exports: DataExportJobs; deliverWebhook: WebhookDeliver; seats: SeatsSync };
type Handler = (data: never, jobId: string) => Promise<void>;

/** One handler per queue; each is idempotent (notification_log), so a retried job never repeats a sent message. */
export function createJobHandlers({ notifications, db, waitlist, sweeps, exports, deliverWebhook, seats }: Deps): Record<QueueName, Handler> {
  const holds = createHoldsRepository(db);
  const rollup = createDashboardRollup(db);
  return {
    [QUEUES.notificationSend]: (data: { event: NotificationEvent; audience: 'customer' | 'stylist' | 'member' }, jobId) => notifications.onEvent(data.event, data.audience, jobId),
    [QUEUES.appointmentReminder]: (data: ReminderJob, jobId) => notifications.remind(data, jobId),
    [QUEUES.reviewRequest]: (data: ReviewJob, jobId) => notifications.requestReview(data, jobId),
    [QUEUES.holdsExpire]: async () => void (await holds.expireAll()),
    [QUEUES.trialCheck]: (_data: object, jobId) => notifications.checkTrials(jobId),
    [QUEUES.waitlistMatch]: async (data: { freedTimeId: number }) => void (await waitlist.match(data.freedTimeId)),
    [QUEUES.waitlistExpire]: async () => void (await waitlist.endPastRanges()),
    [QUEUES.chargesResume]: async () => void (await sweeps.resumeCharges()),
    [QUEUES.depositsSweep]: async () => void (await sweeps.sweepDeposits()),
    // Idempotent: a finished or failed export is left as it is.
    [QUEUES.exportBuild]: (data: { exportId: string }) => exports.build(data.exportId),
    [QUEUES.exportsExpire]: async () => void (await exports.dropExpired()),
    // Idempotent by the delivery's claim: a delivered one is never sent again by a retry or a duplicate job.
    [QUEUES.webhookDeliver]: (data: { deliveryId: number }) => deliverWebhook(data.deliveryId),
    // Idempotent: it sets the count as it is when it runs.
    [QUEUES.billingSeats]: async (data: { stylistId: number }) => void (await seats.syncSeats(data.stylistId)),
    // Idempotent: a change is moved once (the statement deletes what it adds).
    [QUEUES.dashboardCompact]: async () => void (await rollup.compact()),
  };
}
