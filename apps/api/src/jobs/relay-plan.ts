import type { NotificationEvent } from '../modules/notifications/index';
import { QUEUES, type QueueName } from './queues';

export type PlannedJob = { queue: QueueName; data: object };
export type RelayPlan = { jobs: PlannedJob[]; syncReminder: { stylistId: number; appointmentId: number } | null };

const send = (event: NotificationEvent, audience: 'customer' | 'stylist'): PlannedJob => ({ queue: QUEUES.notificationSend, data: { event, audience } });

/**
 * Issue #31.5: the stylist hears of what her customers do, never of what she did herself. An event
 * without `by` (written before it existed) tells her as it did then.
 */
const toStylistUnlessHers = (event: NotificationEvent & { by?: 'customer' | 'stylist' }): PlannedJob[] => (event.by === 'stylist' ? [] : [send(event, 'stylist')]);

/** What one outbox event turns into: jobs to send now, and whether the appointment's reminder must be (re)scheduled. Pure. */
export function planEvent(event: NotificationEvent): RelayPlan {
  switch (event.kind) {
    case 'appointment.booked':
    case 'appointment.cancelled':
      // One occurrence of a series booked or cancelled together: the series' own event tells the customer.
      return { jobs: [...(event.seriesId !== undefined ? [] : [send(event, 'customer')]), ...toStylistUnlessHers(event)], syncReminder: event };
    case 'appointment.series-booked':
    case 'appointment.series-cancelled':
      return { jobs: [send(event, 'customer')], syncReminder: null };
    case 'appointment.moved':
      return { jobs: [], syncReminder: event };
    case 'appointment.rescheduled':
      // The stylist moved it: the customer hears of it. The customer moved it: both (the customer's
      // message carries the updated calendar file).
      return { jobs: event.by === 'stylist' ? [send(event, 'customer')] : [send(event, 'customer'), send(event, 'stylist')], syncReminder: event };
    case 'appointment.reassigned':
      // Issue #34 (D68): the two members (the member job checks who, as things stand then), and the
      // customer unless it was moved too (the move's message names the member).
      return { jobs: [memberJob(event), ...(event.retimed ? [] : [send(event, 'customer')])], syncReminder: null };
    case 'appointment.completed':
      return { jobs: [{ queue: QUEUES.reviewRequest, data: { stylistId: event.stylistId, appointmentId: event.appointmentId } }], syncReminder: event };
    case 'consultation.requested':
    case 'subscription.trial-ending':
    case 'member.invited':
      return { jobs: [send(event, 'stylist')], syncReminder: null };
    case 'payment.fee-charged':
    case 'payment.card-needs-action':
    case 'waitlist.offered':
      return { jobs: [send(event, 'customer')], syncReminder: null };
    case 'customer.created':
    case 'review.created':
      // Webhooks only: the relay's fan-out (modules/webhooks) turns them into deliveries.
      return { jobs: [], syncReminder: null };
    case 'webhook.resend':
      return { jobs: [{ queue: QUEUES.webhookDeliver, data: { deliveryId: event.deliveryId } }], syncReminder: null };
    case 'export.requested':
      return { jobs: [{ queue: QUEUES.exportBuild, data: { exportId: event.exportId } }], syncReminder: null };
    case 'billing.seats-changed':
      return { jobs: [{ queue: QUEUES.billingSeats, data: { stylistId: event.stylistId } }], syncReminder: null };
    case 'waitlist.time-freed':
      return { jobs: [{ queue: QUEUES.waitlistMatch, data: { stylistId: event.stylistId, freedTimeId: event.freedTimeId } }], syncReminder: null };
  }
}

/**
 * Issue #34 (D68): the appointment whose member may be told of this event (her own new, cancelled
 * or moved appointment; a series once, by its first date), or null. The relay sends the member's
 * job only when that appointment is a member's other than the owner, so a one-member business's
 * jobs stay as they were. Pure.
 */
export function memberNoticeOf(event: NotificationEvent): { stylistId: number; appointmentId: number } | null {
  switch (event.kind) {
    case 'appointment.booked':
    case 'appointment.cancelled':
      return event.seriesId === undefined ? { stylistId: event.stylistId, appointmentId: event.appointmentId } : null;
    case 'appointment.rescheduled':
      return { stylistId: event.stylistId, appointmentId: event.appointmentId };
    case 'appointment.series-booked':
    case 'appointment.series-cancelled':
      return event.appointmentIds[0] === undefined ? null : { stylistId: event.stylistId, appointmentId: event.appointmentIds[0] };
    default:
      return null;
  }
}

/** The member's job of an event memberNoticeOf names. */
export const memberJob = (event: NotificationEvent): PlannedJob => ({ queue: QUEUES.notificationSend, data: { event, audience: 'member' } });

/** When the reminder of a booked appointment is due; null when it would be due already (the confirmation covers it) or is off. */
export function reminderStartAfter(startsAt: Date, hours: number, enabled: boolean, now: Date): Date | null {
  if (!enabled) return null;
  const at = new Date(startsAt.getTime() - hours * 3_600_000);
  return at.getTime() > now.getTime() ? at : null;
}
