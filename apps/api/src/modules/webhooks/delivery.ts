import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signatureHeader } from './signature';
import { addressAllowed, urlProblem, type UrlPolicy } from './url-policy';

/** One attempt may take this long (connect, send, answer); then it counts as failed and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claim older than this is taken over: its process died between claiming and recording. */
const CLAIM_LEASE = sql`interval '2 minutes'`;

export class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed';
}

/** Resolves like the system does, but refuses an address the policy forbids (a name that points inside). */
function guardedLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => addressAllowed(a.address, policy));
      if (allowed.length === 0) return callback(Object.assign(new Error('The webhook host resolves to a private address'), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      const first = allowed[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** POSTs the body; resolves with the receiver's status, or null when it did not answer in time or at all. */
export function postWebhook(url: string, body: string, headers: Record<string, string>, policy: UrlPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Chairly-Webhooks/1', ...headers },
        lookup: guardedLookup(policy),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume(); // the answer's body is not kept
        response.on('end', () => resolve(response.statusCode ?? null));
        response.on('error', () => resolve(response.statusCode ?? null));
      },
    );
    request.on('error', () => resolve(null));
    request.end(body);
  });
}

type Claimed = { id: number; url: string; secret: string; body: string };

/**
 * The `webhook.deliver` job: claims the delivery (one sender at a time, never a delivered one),
 * signs and POSTs it, records the attempt. A non-2xx answer, a timeout or a refused address throws,
 * so pg-boss retries with backoff; the last failure leaves the delivery `failed` for "send again".
 */
export function createWebhookDelivery(db: Db, policy: UrlPolicy, now: () => Date = () => new Date()) {
  async function claim(deliveryId: number): Promise<Claimed | 'done' | 'busy'> {
    const { rows } = await db.execute<{ id: string; url: string; secret: string; body: string }>(sql`
      UPDATE webhook_deliveries d SET status = 'sending', claimed_until = now() + ${CLAIM_LEASE}
      FROM webhook_endpoints e
      WHERE d.id = ${deliveryId} AND e.id = d.endpoint_id
        AND (d.status IN ('pending', 'failed') OR (d.status = 'sending' AND d.claimed_until < now()))
      RETURNING d.id, e.url, e.secret, d.body`);
    const row = rows[0];
    if (row) return { id: Number(row.id), url: row.url, secret: row.secret, body: row.body };
    const state = await db.execute<{ status: string }>(sql`SELECT status FROM webhook_deliveries WHERE id = ${deliveryId}`);
    // Gone (endpoint deleted) or delivered: nothing to do. Claimed by a live attempt: try later.
    return state.rows[0]?.status === 'sending' ? 'busy' : 'done';
  }

  async function record(id: number, code: number | null, delivered: boolean) {
    await db.execute(sql`
      UPDATE webhook_deliveries SET attempts = attempts + 1, response_code = ${code}, last_attempt_at = now(), claimed_until = NULL,
        status = ${delivered ? 'delivered' : 'failed'}, delivered_at = CASE WHEN ${delivered} THEN now() ELSE delivered_at END
      WHERE id = ${id}`);
  }

  return async function deliver(deliveryId: number): Promise<void> {
    const claimed = await claim(deliveryId);
    if (claimed === 'done') return;
    if (claimed === 'busy') throw new WebhookAttemptFailed('Another attempt is in progress');
    // The endpoint was checked when registered; the policy may have changed since (a production start).
    const code = urlProblem(claimed.url, policy) === null
      ? await postWebhook(claimed.url, claimed.body, { 'Chairly-Signature': signatureHeader(claimed.secret, claimed.body, Math.floor(now().getTime() / 1000)) }, policy)
      : null;
    const delivered = code !== null && code >= 200 && code < 300;
    await record(claimed.id, code, delivered);
    if (!delivered) throw new WebhookAttemptFailed(code === null ? 'No answer' : `Answered ${code}`);
  };
}
export type WebhookDeliver = ReturnType<typeof createWebhookDelivery>;
