/**
 * Deletes a person's account at the identity provider, server to server (D45): `DELETE
 * {issuer}/admin/accounts/{sub}` with `Authorization: Bearer IDP_ADMIN_SECRET`. The dev provider
 * (apps/idp) answers it; a real issuer needs an adapter answering the same call, or the operator
 * deletes the account by hand (docs/api.md, "Your data and erasure").
 */
export type IdentityAccounts = { delete: (subject: string) => Promise<'deleted' | 'not-configured' | 'failed'> };

type Logger = { warn: (fields: Record<string, unknown>, message: string) => void };

export function createIdentityAccounts(options: { issuer: string; adminSecret: string | undefined; logger: Logger; timeoutMs?: number }): IdentityAccounts {
  return {
    async delete(subject) {
      if (!options.adminSecret) return 'not-configured';
      const url = `${options.issuer}/admin/accounts/${encodeURIComponent(subject)}`;
      try {
        const response = await fetch(url, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${options.adminSecret}` },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        // 404: already gone (an earlier erasure whose answer was lost).
        if (response.status === 204 || response.status === 404) return 'deleted';
        options.logger.warn({ status: response.status }, 'identity provider refused the account deletion');
        return 'failed';
      } catch (error) {
        options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'identity provider unreachable for the account deletion');
        return 'failed';
      }
    },
  };
}
