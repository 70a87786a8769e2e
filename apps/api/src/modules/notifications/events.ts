import type { AppointmentState } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationEvents } from '../../db/schema/index';

/** Something happened that someone should hear about; written in the transaction of the change. */
export type NotificationEvent =
  /**
   * `by`: who booked it (older events have none: both sides are told). `seriesId`: one occurrence of
   * a repeated series; the customer hears of the whole series once (`appointment.series-booked`).
   */
  | { kind: 'appointment.booked'; stylistId: number; appointmentId: number; by?: 'customer' | 'stylist'; seriesId?: number }
  /** Issue #31.5: a series the stylist booked, told to the customer in one message listing every date. */
  | { kind: 'appointment.series-booked'; stylistId: number; seriesId: number; appointmentIds: number[] }
  /** `seriesId`: one of several occurrences cancelled together; the customer hears of them once (`appointment.series-cancelled`). */
  | { kind: 'appointment.cancelled'; stylistId: number; appointmentId: number; by: 'customer' | 'stylist'; deposit?: 'refunded' | 'kept'; seriesId?: number }
  /** Issue #31.5: occurrences of a series the stylist cancelled together ("this and following"), told to the customer in one message. */
  | { kind: 'appointment.series-cancelled'; stylistId: number; seriesId: number; appointmentIds: number[] }
  | { kind: 'appointment.moved'; stylistId: number; appointmentId: number }
  /** A booked appointment's time changed (customer reschedule, the stylist's move); `sequence` is its iCalendar SEQUENCE after the change. */
  | { kind: 'appointment.rescheduled'; stylistId: number; appointmentId: number; by: 'customer' | 'stylist'; previousStartsAt: string; sequence: number }
  /**
   * Issue #34 (D68): the stylist gave a booked appointment to another member: `fromMemberId` had it,
   * `toMemberId` has it since `at` (its updated_at then; a member's change bumps no SEQUENCE). Both
   * members are told (by the member job), unless another change of member overtook this one, and
   * the customer (unless `retimed`: the move's own message names the member).
   */
  | { kind: 'appointment.reassigned'; stylistId: number; appointmentId: number; fromMemberId: number; toMemberId: number; at: string; retimed?: boolean }
  | { kind: 'appointment.completed'; stylistId: number; appointmentId: number }
  | { kind: 'consultation.requested'; stylistId: number; consultationId: number }
  | { kind: 'payment.fee-charged'; stylistId: number; appointmentId: number; chargeId: string; amountCents: number; currency: string; card: string | null }
  | { kind: 'payment.card-needs-action'; stylistId: number; appointmentId: number; chargeId: string; amountCents: number; currency: string; card: string | null; actionUrl: string | null }
  | { kind: 'subscription.trial-ending'; stylistId: number; trialEndsAt: string }
  /** Issue 21: a time was freed (written by the SQL function waitlist_time_freed); the job matches it against the waitlist. */
  | { kind: 'waitlist.time-freed'; stylistId: number; freedTimeId: number }
  /** Issue 21: a time offered to a waitlist entry (a freed time, or the stylist's hold in the customer's name). */
  | { kind: 'waitlist.offered'; stylistId: number; offerId: number }
  /** Issue #32.1: she asked for her whole account as one archive; the job `export.build` makes it. */
  | { kind: 'export.requested'; stylistId: number; exportId: string }
  /** Issue #32 (3b): written by trigger (migration 0031) only while she has an endpoint for it; for webhooks only. */
  | { kind: 'customer.created'; stylistId: number; customerId: number }
  | { kind: 'review.created'; stylistId: number; reviewId: number }
  /** Issue #32 (3b): the stylist asked to send a webhook delivery again. */
  | { kind: 'webhook.resend'; stylistId: number; deliveryId: number }
  /**
   * Issue #34: an invitation to join the business, e-mailed to the invited address with its link.
   * The link's token travels here because only its hash is stored; alone it grants nothing (accepting
   * takes a sign-in with the invited address). A replaced or withdrawn invitation is not mailed.
   */
  | { kind: 'member.invited'; stylistId: number; invitationId: number; token: string }
  /**
   * D67: a member joined, was deactivated or came back: the subscription's quantity follows the
   * active members. Written by a trigger on members (migration 0037), in the change's transaction.
   */
  | { kind: 'billing.seats-changed'; stylistId: number };

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs inside a repository's transaction (see the `also` argument of the appointment writes). */
export type TxHook = (tx: Tx) => Promise<void>;

/** Stores the event with whatever database handle the change uses: commit = enqueued, rollback = never happened. */
export async function enqueueNotification(executor: Db | Tx, event: NotificationEvent): Promise<void> {
  await executor.insert(notificationEvents).values({ kind: event.kind, payload: event });
}

/** The event as a hook for a repository that owns its transaction. */
export function notificationEvent(event: NotificationEvent): TxHook {
  return (tx) => enqueueNotification(tx, event);
}

/** Runs in an appointment write's transaction, with the id of the appointment written. */
export type AppointmentTxHook = (tx: Tx, appointmentId: number) => Promise<void>;


/**
 * The event a state change causes, if any: booked → confirmation (and reminder), a booked
 * appointment cancelled → cancellation notices, completed → review request (reminder dropped),
 * no-show → reminder dropped. A lapsed or released hold tells nobody.
 */
export function stateChangeNotification(
  stylistId: number,
  change: { from: AppointmentState | null; to: AppointmentState; actor: string },
  /** Issue #20: what the cancellation does with a paid deposit, decided with it (the refund follows). */
  extra: { deposit?: 'refunded' | 'kept' } = {},
): AppointmentTxHook | undefined {
  const by = change.actor === 'customer' ? 'customer' : 'stylist';
  const make = (appointmentId: number): NotificationEvent | null => {
    if (change.to === 'booked') return { kind: 'appointment.booked', stylistId, appointmentId, by };
    if (change.to === 'cancelled' && change.from === 'booked')
      return { kind: 'appointment.cancelled', stylistId, appointmentId, by, ...(extra.deposit ? { deposit: extra.deposit } : {}) };
    if (change.to === 'completed') return { kind: 'appointment.completed', stylistId, appointmentId };
    if (change.to === 'no_show') return { kind: 'appointment.moved', stylistId, appointmentId };
    return null;
  };
  if (make(0) === null) return undefined;
  return (tx, appointmentId) => enqueueNotification(tx, make(appointmentId)!);
}

/**
 * Issue #31.5: the hooks of a series write. Each occurrence is an ordinary booking (its reminder,
 * its calendar entry) but sends nothing itself; once all are written, one event tells the customer
 * of every date. The stylist booked it herself, so she is told nothing.
 */
export function seriesBookedNotification(stylistId: number): { also: AppointmentTxHook; afterAll: SeriesTxHook } {
  return {
    also: async (tx, appointmentId) => {
      const { rows } = await tx.execute<{ series_id: string }>(sql`SELECT series_id FROM appointments WHERE id = ${appointmentId}`);
      await enqueueNotification(tx, { kind: 'appointment.booked', stylistId, appointmentId, by: 'stylist', seriesId: Number(rows[0]?.series_id) });
    },
    afterAll: (tx, seriesId, appointmentIds) => enqueueNotification(tx, { kind: 'appointment.series-booked', stylistId, seriesId, appointmentIds }),
  };
}

/**
 * Issue #31.5: the hooks of cancelling a series from one date on (one transaction). Each occurrence
 * is an ordinary cancellation (its reminder dropped, its deposit refunded: `refunded` names those
 * that had one paid) but sends nothing itself; once all are cancelled, one event tells the customer
 * of every date. The stylist cancelled them herself, so she is told nothing.
 */
export function seriesCancelledNotification(stylistId: number, seriesId: number, refunded: ReadonlySet<number>): { also: AppointmentTxHook; afterAll: (tx: Tx, appointmentIds: number[]) => Promise<void> } {
  return {
    also: (tx, appointmentId) =>
      enqueueNotification(tx, { kind: 'appointment.cancelled', stylistId, appointmentId, by: 'stylist', seriesId, ...(refunded.has(appointmentId) ? { deposit: 'refunded' as const } : {}) }),
    afterAll: async (tx, appointmentIds) => {
      if (appointmentIds.length > 0) await enqueueNotification(tx, { kind: 'appointment.series-cancelled', stylistId, seriesId, appointmentIds });
    },
  };
}

/** Runs once in a series write's transaction, after every occurrence is written. */
export type SeriesTxHook = (tx: Tx, seriesId: number, appointmentIds: number[]) => Promise<void>;

/** A booked appointment moved or edited: its reminder is rescheduled. */
export function appointmentMovedNotification(stylistId: number): AppointmentTxHook {
  return (tx, appointmentId) => enqueueNotification(tx, { kind: 'appointment.moved', stylistId, appointmentId });
}

/**
 * A booked appointment moved to another time: the other side is told (the customer when the stylist
 * moved it; the stylist, and the customer with the updated calendar file, when the customer did),
 * and the reminder follows. The event carries the appointment's SEQUENCE after this change, so a
 * message about a change that a later one overtook is not sent.
 */
export function appointmentRescheduledNotification(stylistId: number, change: { by: 'customer' | 'stylist'; previousStartsAt: Date }): AppointmentTxHook {
  return async (tx, appointmentId) => {
    const { rows } = await tx.execute<{ sequence: number }>(sql`SELECT sequence FROM appointments WHERE id = ${appointmentId}`);
    await enqueueNotification(tx, {
      kind: 'appointment.rescheduled',
      stylistId,
      appointmentId,
      by: change.by,
      previousStartsAt: change.previousStartsAt.toISOString(),
      sequence: Number(rows[0]?.sequence ?? 0),
    });
  };
}

/** Issue #34 (D68): a booked appointment given to another member (`fromMemberId` had it); written with the change. */
export function appointmentReassignedNotification(stylistId: number, fromMemberId: number, retimed = false): AppointmentTxHook {
  return async (tx, appointmentId) => {
    const { rows } = await tx.execute<{ member_id: string; updated_at: string | Date }>(sql`SELECT member_id, updated_at FROM appointments WHERE id = ${appointmentId}`);
    const row = rows[0];
    if (!row) return;
    await enqueueNotification(tx, {
      kind: 'appointment.reassigned',
      stylistId,
      appointmentId,
      fromMemberId,
      toMemberId: Number(row.member_id),
      at: new Date(row.updated_at).toISOString(),
      ...(retimed ? { retimed } : {}),
    });
  };
}
