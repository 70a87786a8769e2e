import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export type TokenPurpose = 'reset' | 'confirm';

/** A reset link is good for one hour; a confirmation link for two days (the mail may wait). */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  reset: 60 * 60,
  confirm: 48 * 60 * 60,
};

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Single-use, expiring tokens for the links the IdP sends by e-mail: 256 random bits (base64url),
 * stored only as their SHA-256, consumed at most once (an UPDATE … WHERE used_at IS NULL).
 */
export function createEmailTokens(pool: pg.Pool) {
  return {
    /** Issues a token; an account's earlier unused tokens of the same purpose stop working. */
    async issue(accountId: string, purpose: TokenPurpose, locale: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await pool.query(
        `UPDATE idp.email_tokens SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL`,
        [accountId, purpose],
      );
      await pool.query(
        `INSERT INTO idp.email_tokens (token_hash, account_id, purpose, locale, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [hash(token), accountId, purpose, locale, TOKEN_TTL_SECONDS[purpose]],
      );
      return token;
    },

    /** The live (unused, unexpired) token's account and language, without using it up. */
    async peek(token: string, purpose: TokenPurpose) {
      const result = await pool.query<{ account_id: string; locale: string }>(
        `SELECT account_id, locale FROM idp.email_tokens
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [hash(token), purpose],
      );
      return result.rows[0];
    },

    /** Uses the token up; answers its account when it was live, else undefined. */
    async consume(token: string, purpose: TokenPurpose, client: pg.Pool | pg.PoolClient = pool) {
      const result = await client.query<{ account_id: string; locale: string }>(
        `UPDATE idp.email_tokens SET used_at = now()
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING account_id, locale`,
        [hash(token), purpose],
      );
      return result.rows[0];
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
