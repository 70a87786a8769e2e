import { sql } from 'drizzle-orm';
import type { ApiKeyScope } from '@chairly/shared';
import type { Db } from '../../db/client';

export type ApiKeyRow = { id: number; name: string; scope: ApiKeyScope; prefix: string; createdAt: Date; lastUsedAt: Date | null };
/** A key found by its hash, with what the auth guard needs to know about it and its stylist. */
export type KeyHolder = { id: number; stylistId: number; subdomain: string | null; scope: ApiKeyScope; keyHash: Buffer; lastUsedAt: Date | null };

type Row = { id: string; name: string; scope: ApiKeyScope; prefix: string; created_at: string; last_used_at: string | null };

const toRow = (r: Row): ApiKeyRow => ({
  id: Number(r.id),
  name: r.name,
  scope: r.scope,
  prefix: r.prefix,
  createdAt: new Date(r.created_at),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
});

/** How often a key's last-used time is written at most: a busy key costs no write per call. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

export function createApiKeysRepository(db: Db) {
  return {
    /** Her active keys, newest first. */
    async list(stylistId: number): Promise<ApiKeyRow[]> {
      const { rows } = await db.execute<Row>(sql`
        SELECT id, name, scope, prefix, created_at, last_used_at FROM api_keys
        WHERE stylist_id = ${stylistId} AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`);
      return rows.map(toRow);
    },
    /**
     * A new key, unless she has `max` active keys already (null then). The count and the insert are
     * one statement, serialised per stylist by locking her row, so two quick creations cannot both
     * slip under the limit.
     */
    async create(stylistId: number, key: { name: string; scope: ApiKeyScope; keyHash: Buffer; prefix: string }, max: number): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM stylists WHERE id = ${stylistId} FOR UPDATE`);
        const { rows: counted } = await tx.execute<{ n: string }>(sql`SELECT count(*) AS n FROM api_keys WHERE stylist_id = ${stylistId} AND revoked_at IS NULL`);
        if (Number(counted[0]!.n) >= max) return null;
        const { rows } = await tx.execute<Row>(sql`
          INSERT INTO api_keys (stylist_id, name, scope, key_hash, prefix)
          VALUES (${stylistId}, ${key.name}, ${key.scope}, ${key.keyHash}, ${key.prefix})
          RETURNING id, name, scope, prefix, created_at, last_used_at`);
        return toRow(rows[0]!);
      });
    },
    /** Revokes her active key; false when she has no such key (another stylist's id included). */
    async revoke(stylistId: number, id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        UPDATE api_keys SET revoked_at = now() WHERE id = ${id} AND stylist_id = ${stylistId} AND revoked_at IS NULL RETURNING id`);
      return rows.length > 0;
    },
    /** The active key with this hash, and its stylist's subdomain. */
    async findActive(keyHash: Buffer): Promise<KeyHolder | null> {
      const { rows } = await db.execute<{ id: string; stylist_id: string; subdomain: string | null; scope: ApiKeyScope; key_hash: Buffer; last_used_at: string | null }>(sql`
        SELECT k.id, k.stylist_id, s.subdomain, k.scope, k.key_hash, k.last_used_at
        FROM api_keys k JOIN stylists s ON s.id = k.stylist_id
        WHERE k.key_hash = ${keyHash} AND k.revoked_at IS NULL`);
      const r = rows[0];
      return r
        ? { id: Number(r.id), stylistId: Number(r.stylist_id), subdomain: r.subdomain, scope: r.scope, keyHash: r.key_hash, lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null }
        : null;
    },
    /** Records a use, unless one was recorded within the resolution (another instance may have). */
    async touch(id: number): Promise<void> {
      await db.execute(sql`
        UPDATE api_keys SET last_used_at = now()
        WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS}))`);
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
