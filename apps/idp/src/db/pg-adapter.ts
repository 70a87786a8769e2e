import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';

type Row = { payload: AdapterPayload; consumed_at: Date | null };

/**
 * oidc-provider storage in PostgreSQL (table idp.oidc_payloads): sessions, interactions, grants,
 * codes and tokens survive restarts and are shared by every instance. Expired rows are ignored on
 * read and swept opportunistically.
 */
export function createPgAdapterFactory(pool: pg.Pool): (model: string) => Adapter {
  return (model) => new PgAdapter(pool, model);
}

class PgAdapter implements Adapter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.pool.query(
      `INSERT INTO idp.oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        payload,
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.pool.query(
      'UPDATE idp.oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2',
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('DELETE FROM idp.oidc_payloads WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query('DELETE FROM idp.oidc_payloads WHERE grant_id = $1', [grantId]);
  }

  private async findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const result = await this.pool.query<Row>(
      `SELECT payload, consumed_at FROM idp.oidc_payloads
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    if (Math.random() < 0.01) void this.sweep();
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
      : row.payload;
  }

  private async sweep(): Promise<void> {
    await this.pool
      .query('DELETE FROM idp.oidc_payloads WHERE expires_at < now()')
      .catch(() => undefined);
  }
}
