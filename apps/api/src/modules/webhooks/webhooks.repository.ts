import type { WebhookDeliveryStatus, WebhookEvent } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueNotification } from '../notifications/index';

export type EndpointRow = { id: number; url: string; events: WebhookEvent[]; createdAt: Date };
export type DeliveryRow = {
  id: number;
  eventId: string;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
};

type RawEndpoint = { id: string; url: string; events: WebhookEvent[]; created_at: Date };
const toEndpoint = (r: RawEndpoint): EndpointRow => ({ id: Number(r.id), url: r.url, events: r.events, createdAt: new Date(r.created_at) });

/** A page past the end has no row to carry the window count. */
async function countDeliveries(db: Db, stylistId: number, endpointId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM webhook_deliveries WHERE stylist_id = ${stylistId} AND endpoint_id = ${endpointId}`);
  return rows[0]?.n ?? 0;
}

/** The signed-in stylist's endpoints and their delivery log; every query scoped by her id. */
export function createWebhooksRepository(db: Db) {
  return {
    async list(stylistId: number): Promise<EndpointRow[]> {
      const { rows } = await db.execute<RawEndpoint>(sql`
        SELECT id, url, events, created_at FROM webhook_endpoints WHERE stylist_id = ${stylistId} ORDER BY id`);
      return rows.map(toEndpoint);
    },
    /**
     * A new endpoint, unless she has `max` already (null then). The count and the insert run in one
     * transaction that holds her stylist row, so requests at the same moment cannot both slip under
     * the limit (the same lock as the API keys' limit).
     */
    async insertWithin(stylistId: number, input: { url: string; events: WebhookEvent[]; secret: string }, max: number): Promise<EndpointRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM stylists WHERE id = ${stylistId} FOR UPDATE`);
        const { rows: counted } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM webhook_endpoints WHERE stylist_id = ${stylistId}`);
        if ((counted[0]?.n ?? 0) >= max) return null;
        const { rows } = await tx.execute<RawEndpoint>(sql`
          INSERT INTO webhook_endpoints (stylist_id, url, events, secret)
          VALUES (${stylistId}, ${input.url}, ARRAY[${sql.join(input.events.map((e) => sql`${e}`), sql`, `)}]::text[], ${input.secret})
          RETURNING id, url, events, created_at`);
        if (!rows[0]) throw new Error('The webhook was not stored');
        return toEndpoint(rows[0]);
      });
    },
    /** Deletes the endpoint and its log; jobs still queued for it find nothing and end. */
    async remove(stylistId: number, id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`DELETE FROM webhook_endpoints WHERE stylist_id = ${stylistId} AND id = ${id} RETURNING id`);
      return rows.length > 0;
    },
    async exists(stylistId: number, id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM webhook_endpoints WHERE stylist_id = ${stylistId} AND id = ${id}`);
      return rows.length > 0;
    },
    async deliveries(stylistId: number, endpointId: number, page: { limit: number; offset: number }): Promise<{ rows: DeliveryRow[]; total: number }> {
      const { rows } = await db.execute<{
        id: string; event_id: string; event: WebhookEvent; status: WebhookDeliveryStatus; attempts: number; response_code: number | null;
        created_at: Date; last_attempt_at: Date | null; delivered_at: Date | null; total: number;
      }>(sql`
        SELECT id, event_id, event, status, attempts, response_code, created_at, last_attempt_at, delivered_at, count(*) OVER ()::int AS total
        FROM webhook_deliveries WHERE stylist_id = ${stylistId} AND endpoint_id = ${endpointId}
        ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
      return {
        total: rows[0]?.total ?? (await countDeliveries(db, stylistId, endpointId)),
        rows: rows.map((r) => ({
          id: Number(r.id),
          eventId: r.event_id,
          event: r.event,
          status: r.status,
          attempts: r.attempts,
          responseCode: r.response_code,
          createdAt: new Date(r.created_at),
          lastAttemptAt: r.last_attempt_at ? new Date(r.last_attempt_at) : null,
          deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
        })),
      };
    },
    /**
     * "Send again": the delivery goes back to pending and a `webhook.resend` event goes into the
     * outbox in the same transaction, so the relay queues one new job. `busy` while an attempt runs.
     */
    async resend(stylistId: number, endpointId: number, deliveryId: number): Promise<'queued' | 'busy' | 'missing'> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ status: WebhookDeliveryStatus; claimed: boolean }>(sql`
          SELECT status, claimed_until > now() AS claimed FROM webhook_deliveries
          WHERE id = ${deliveryId} AND stylist_id = ${stylistId} AND endpoint_id = ${endpointId} FOR UPDATE`);
        const row = rows[0];
        if (!row) return 'missing';
        if (row.status === 'sending' && row.claimed) return 'busy';
        await tx.execute(sql`UPDATE webhook_deliveries SET status = 'pending', claimed_until = NULL WHERE id = ${deliveryId}`);
        await enqueueNotification(tx, { kind: 'webhook.resend', stylistId, deliveryId });
        return 'queued';
      });
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
