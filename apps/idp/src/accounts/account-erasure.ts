import type pg from 'pg';

/**
 * Erases an account (GDPR Art. 17, D45): the account with its e-mailed links (ON DELETE CASCADE),
 * every oidc-provider row that names it (sessions, grants, codes, tokens) and the failed sign-in
 * counters kept under its e-mail. Returns false when no such account exists.
 */
export function createAccountErasure(pool: pg.Pool) {
  return async function eraseAccount(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const deleted = await client.query<{ email: string }>(
        'DELETE FROM idp.accounts WHERE id = $1 RETURNING email',
        [id],
      );
      const email = deleted.rows[0]?.email;
      await client.query("DELETE FROM idp.oidc_payloads WHERE payload ? 'accountId' AND payload ->> 'accountId' = $1", [id]);
      if (email) {
        await client.query("DELETE FROM idp.login_failures WHERE key LIKE '%email:' || $1", [email]);
      }
      await client.query('COMMIT');
      return email !== undefined;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
