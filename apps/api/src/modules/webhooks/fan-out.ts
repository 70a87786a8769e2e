import { randomUUID } from 'node:crypto';
import { fromMinorUnits, type WebhookEvent } from '@chairly/shared';
import type pg from 'pg';
import type { NotificationEvent } from '../notifications/index';

/** What an outbox event is to a webhook: its public name and what it is about; null for the others. */
export function webhookEventOf(event: NotificationEvent): { type: WebhookEvent; load: (client: pg.PoolClient, currency: string) => Promise<object | null> } | null {
  switch (event.kind) {
    case 'appointment.booked':
      return { type: 'appointment.created', load: (c, cur) => appointmentData(c, event.stylistId, event.appointmentId, cur) };
    case 'appointment.cancelled':
      return { type: 'appointment.cancelled', load: (c, cur) => appointmentData(c, event.stylistId, event.appointmentId, cur) };
    case 'appointment.completed':
      return { type: 'appointment.completed', load: (c, cur) => appointmentData(c, event.stylistId, event.appointmentId, cur) };
    case 'appointment.rescheduled':
      return {
        type: 'appointment.rescheduled',
        load: async (c, cur) => {
          const data = await appointmentData(c, event.stylistId, event.appointmentId, cur);
          return data && { ...data, previousStartsAt: event.previousStartsAt };
        },
      };
    case 'customer.created':
      return { type: 'customer.created', load: (c) => customerData(c, event.stylistId, event.customerId) };
    case 'review.created':
      return { type: 'review.created', load: (c) => reviewData(c, event.stylistId, event.reviewId) };
    default:
      return null;
  }
}

async function appointmentData(client: pg.PoolClient, stylistId: number, appointmentId: number, defaultCurrency: string) {
  const { rows } = await client.query<{
    id: string; uuid: string; state: string; starts_at: Date; ends_at: Date; amount_cents: number; currency: string | null; customer_id: string | null;
    created_by: string; services: { id: number; name: string }[];
  }>(
    `SELECT a.id, a.uuid, a.state, a.starts_at, a.ends_at, a.amount_cents, s.currency, a.customer_id, a.created_by,
       COALESCE((SELECT json_agg(json_build_object('id', x.service_id, 'name', x.name) ORDER BY x.position)
                 FROM appointment_services x WHERE x.appointment_id = a.id), '[]') AS services
     FROM appointments a JOIN stylists s ON s.id = a.stylist_id WHERE a.id = $1 AND a.stylist_id = $2`,
    [appointmentId, stylistId],
  );
  const r = rows[0];
  if (!r) return null;
  const currency = (r.currency ?? defaultCurrency).toUpperCase();
  return {
    appointment: {
      id: Number(r.id),
      uuid: r.uuid,
      state: r.state,
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      amount: fromMinorUnits(r.amount_cents, currency),
      currency,
      customerId: r.customer_id === null ? null : Number(r.customer_id),
      createdBy: r.created_by,
      services: r.services.map((s) => ({ id: Number(s.id), name: s.name })),
    },
  };
}

async function customerData(client: pg.PoolClient, stylistId: number, customerId: number) {
  const { rows } = await client.query<{ id: string; name: string; last_name: string; email: string; phone: string; created_at: Date }>(
    'SELECT id, name, last_name, email, phone, created_at FROM customers WHERE id = $1 AND stylist_id = $2',
    [customerId, stylistId],
  );
  const r = rows[0];
  return r ? { customer: { id: Number(r.id), firstName: r.name, lastName: r.last_name, email: r.email, phone: r.phone, createdAt: r.created_at.toISOString() } } : null;
}

async function reviewData(client: pg.PoolClient, stylistId: number, reviewId: number) {
  const { rows } = await client.query<{ id: string; appointment_id: string; customer_id: string | null; rating: number; comment: string; created_at: Date }>(
    'SELECT id, appointment_id, customer_id, rating, comment, created_at FROM reviews WHERE id = $1 AND stylist_id = $2',
    [reviewId, stylistId],
  );
  const r = rows[0];
  return r
    ? { review: { id: Number(r.id), appointmentId: Number(r.appointment_id), customerId: r.customer_id === null ? null : Number(r.customer_id), rating: r.rating, comment: r.comment, createdAt: r.created_at.toISOString() } }
    : null;
}

/**
 * Runs in the relay's transaction for each outbox event: one delivery row per endpoint of the
 * stylist subscribed to the event, its body fixed now (every attempt and "send again" send the same
 * bytes). Returns the new deliveries' ids, for which the relay queues one job each. The relay's
 * SKIP LOCKED and the event's deletion in the same transaction make this happen once per event.
 */
export async function fanOutWebhooks(client: pg.PoolClient, event: NotificationEvent, defaultCurrency: string): Promise<number[]> {
  const hook = webhookEventOf(event);
  if (!hook) return [];
  const endpoints = await client.query<{ id: string }>('SELECT id FROM webhook_endpoints WHERE stylist_id = $1 AND $2 = ANY (events) ORDER BY id', [event.stylistId, hook.type]);
  if (endpoints.rows.length === 0) return [];
  const data = await hook.load(client, defaultCurrency);
  if (!data) return [];
  const eventId = randomUUID();
  const payload = { id: eventId, type: hook.type, createdAt: new Date().toISOString(), data };
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (stylist_id, endpoint_id, event_id, event, body)
     SELECT $1, e, $2, $3, $4 FROM unnest($5::bigint[]) AS e
     ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
    [event.stylistId, eventId, hook.type, JSON.stringify(payload), endpoints.rows.map((r) => r.id)],
  );
  return rows.map((r) => Number(r.id));
}
