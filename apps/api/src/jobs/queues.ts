import type { Queue } from 'pg-boss';

/** pg-boss queues (schema `pgboss`); see docs/notifications.md. */
export const QUEUES = {
  /** Deliver one event's message to one audience (customer, stylist, or the appointment's member: issue #34), every enabled channel. */
  notificationSend: 'notification.send',
  /** One per booked appointment, startAfter = start − reminder hours; singletonKey `reminder:{id}`. */
  appointmentReminder: 'appointment.reminder',
  /** After completion: the review link to the customer. */
  reviewRequest: 'review.request',
  /** Every minute: holds past their expiry become `expired` (also done lazily by every booking). */
  holdsExpire: 'holds.expire',
  /** Daily: stylists whose trial ends within the notice period. */
  trialCheck: 'trial.check',
  /** Issue 21: one freed time against the waitlist (offers keyed per entry and freed time). */
  waitlistMatch: 'waitlist.match',
  /** Hourly: waitlist entries whose date range is over end. */
  waitlistExpire: 'waitlist.expire',
  /** Every minute: charges (fees, checkout, deposits) left pending by a lost request are re-sent under their key. */
  chargesResume: 'payments.resume-charges',
  /** Every minute: refunds left pending are re-sent; deposits of holds that were not booked are given back. */
  depositsSweep: 'payments.sweep-deposits',
  /** Issue #32.1: one stylist's whole account as a JSON archive (progress in data_exports). */
  exportBuild: 'export.build',
  /** Hourly: archives past their link's expiry lose their bytes (her customers' data is not kept longer). */
  exportsExpire: 'exports.expire',
  /** Issue #32 (3b): one webhook delivery (one event to one endpoint), signed, retried with backoff. */
  webhookDeliver: 'webhook.deliver',
  /** D67: one business's subscription quantity brought in line with its active members. */
  billingSeats: 'billing.sync-seats',
  /** D71, every minute: the dashboard's changes moved into its rollup (reads are exact either way). */
  dashboardCompact: 'dashboard.compact',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const DAY = 86_400;
const RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 } as const;
// Finished jobs (failed ones too) stay visible in pgboss.job for a week, then pg-boss deletes them.
const KEEP = { deleteAfterSeconds: 7 * DAY } as const;

/** Reminders wait until shortly before the start: they must outlive the booking horizon in the queue. */
export const QUEUE_OPTIONS: Record<QueueName, Omit<Queue, 'name'>> = {
  [QUEUES.notificationSend]: { ...KEEP, ...RETRIES, retentionSeconds: 14 * DAY },
  [QUEUES.appointmentReminder]: { ...KEEP, ...RETRIES, retentionSeconds: 400 * DAY },
  [QUEUES.reviewRequest]: { ...KEEP, ...RETRIES, retentionSeconds: 14 * DAY },
  [QUEUES.holdsExpire]: { ...KEEP, retryLimit: 0, expireInSeconds: 60, retentionSeconds: DAY },
  [QUEUES.trialCheck]: { ...KEEP, retryLimit: 3, retryDelay: 300, retryBackoff: true, retentionSeconds: 2 * DAY },
  [QUEUES.waitlistMatch]: { ...KEEP, ...RETRIES, retentionSeconds: 14 * DAY },
  [QUEUES.waitlistExpire]: { ...KEEP, retryLimit: 0, expireInSeconds: 5 * 60, retentionSeconds: DAY },
  // The sweeps: a failed round is not retried, the next minute's is the retry. Plain queues: two
  // rounds at once (a slow one, a runner's start) share the rows through the lease, and a round
  // lost with its process blocks nothing (a singleton queue would wait for its expiry).
  [QUEUES.chargesResume]: { ...KEEP, retryLimit: 0, expireInSeconds: 5 * 60, retentionSeconds: DAY },
  [QUEUES.depositsSweep]: { ...KEEP, retryLimit: 0, expireInSeconds: 5 * 60, retentionSeconds: DAY },
  // Not retried: a failed archive says so (status `failed`) and she starts another.
  [QUEUES.exportBuild]: { ...KEEP, retryLimit: 0, expireInSeconds: 15 * 60, retentionSeconds: DAY },
  [QUEUES.exportsExpire]: { ...KEEP, retryLimit: 0, expireInSeconds: 5 * 60, retentionSeconds: DAY },
  // Webhooks: 8 attempts over about two hours (30 s doubling, at most an hour apart), then `failed`
  // in the log for "send again". One attempt is cut at 10 s (modules/webhooks/delivery.ts).
  [QUEUES.webhookDeliver]: { ...KEEP, retryLimit: 7, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 5 * 60, retentionSeconds: 14 * DAY },
  // Retried while the provider cannot be reached; each attempt sets the count as it is then.
  [QUEUES.billingSeats]: { ...KEEP, ...RETRIES, retentionSeconds: 2 * DAY },
  // Not retried: the next minute's round moves what this one did not.
  [QUEUES.dashboardCompact]: { ...KEEP, retryLimit: 0, expireInSeconds: 5 * 60, retentionSeconds: DAY },
};

export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: QUEUES.holdsExpire, cron: '* * * * *' },
  { queue: QUEUES.trialCheck, cron: '0 8 * * *' },
  { queue: QUEUES.waitlistExpire, cron: '5 * * * *' },
  { queue: QUEUES.exportsExpire, cron: '15 * * * *' },
  // pg-boss's shortest cadence (one job a minute per schedule, whichever instance's clock sends it).
  { queue: QUEUES.chargesResume, cron: '* * * * *' },
  { queue: QUEUES.depositsSweep, cron: '* * * * *' },
  { queue: QUEUES.dashboardCompact, cron: '* * * * *' },
];

/** The payment sweeps: scheduled every minute, and sent once when a runner starts (after a crash, at once). */
export const SWEEP_QUEUES: QueueName[] = [QUEUES.chargesResume, QUEUES.depositsSweep];

export const reminderKey = (appointmentId: number) => `reminder:${appointmentId}`;
