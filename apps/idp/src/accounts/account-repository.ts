import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export type AccountRow = {
  id: string;
  email: string;
  password_hash: string;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
};

export type NewAccount = {
  id?: string;
  email: string;
  passwordHash: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
};

const COLUMNS = 'id, email, password_hash, email_verified, given_name, family_name';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAccountRepository(pool: pg.Pool) {
  return {
    async findById(id: string): Promise<AccountRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const result = await pool.query<AccountRow>(
        `SELECT ${COLUMNS} FROM idp.accounts WHERE id = $1`,
        [id],
      );
      return result.rows[0];
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const result = await pool.query<AccountRow>(
        `SELECT ${COLUMNS} FROM idp.accounts WHERE email = $1`,
        [normalizeEmail(email)],
      );
      return result.rows[0];
    },

    /** Inserts the account; returns undefined when the e-mail (or id) is already taken. */
    async insert(account: NewAccount): Promise<AccountRow | undefined> {
      const result = await pool.query<AccountRow>(
        `INSERT INTO idp.accounts (id, email, password_hash, email_verified, given_name, family_name)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [
          account.id ?? randomUUID(),
          normalizeEmail(account.email),
          account.passwordHash,
          account.emailVerified,
          account.givenName ?? null,
          account.familyName ?? null,
        ],
      );
      return result.rows[0];
    },

    /**
     * Sets a new password and ends the account's sessions at this provider (oidc-provider's Session
     * rows), so a browser that knew the old password is asked to sign in again.
     */
    async replacePassword(id: string, passwordHash: string): Promise<void> {
      await pool.query(
        `WITH updated AS (UPDATE idp.accounts SET password_hash = $2 WHERE id = $1 RETURNING id)
         DELETE FROM idp.oidc_payloads WHERE model = 'Session' AND payload->>'accountId' IN (SELECT id::text FROM updated)`,
        [id, passwordHash],
      );
    },

    async markEmailVerified(id: string): Promise<void> {
      await pool.query('UPDATE idp.accounts SET email_verified = true WHERE id = $1', [id]);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
