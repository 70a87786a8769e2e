import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, MAX_API_KEYS, ROLES, type ApiKey, type ApiKeyList, type ApiTokenClaims, type CreateApiKeyRequest, type CreatedApiKey } from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import type { ApiKeyAuthenticator } from '../../plugins/auth';
import { keyRefusal } from './api-key-access';
import { LAST_USED_RESOLUTION_SECONDS, type ApiKeyRow, type ApiKeysRepository } from './api-keys.repository';

const PATH = '/api/api-keys';
/** Shown in the list to tell keys apart: the prefix and 4 characters of the secret (24 of its 256 bits). */
const SHOWN_LENGTH = 'chk_live_'.length + 4;

/** SHA-256 of the key's text: the key carries 256 random bits, so a fast hash is enough (no brute force). */
export const apiKeyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/** Whether a bearer credential is an API key rather than an API token (a JWT starts `eyJ`). */
export const isApiKey = (credential: string) => credential.startsWith('chk_');

function toView(row: ApiKeyRow): ApiKey {
  return {
    '@id': `${PATH}/${row.id}`,
    '@type': 'ApiKey',
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

type Deps = {
  repository: ApiKeysRepository;
  /** `chk_live_` keys on a real domain, `chk_test_` on a local system: a key says where it works. */
  live: boolean;
  now?: () => number;
};

/** Issue #32 (3a): her API keys: made (shown once), listed, revoked, and checked on every call. */
export function createApiKeysService({ repository, live, now = Date.now }: Deps) {
  const unknownKey = () => new AppError('UNAUTHORIZED', 'Invalid or revoked API key');
  return {
    async list(stylistId: number): Promise<ApiKeyList> {
      const rows = await repository.list(stylistId);
      return hydraCollection({ context: '/api/contexts/ApiKey', id: PATH, members: rows.map(toView), total: rows.length });
    },

    async create(stylistId: number, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
      const key = `${live ? 'chk_live_' : 'chk_test_'}${randomBytes(32).toString('base64url')}`;
      const row = await repository.create(stylistId, { name: input.name, scope: input.scope, keyHash: apiKeyHash(key), prefix: key.slice(0, SHOWN_LENGTH) }, MAX_API_KEYS);
      if (!row) throw new AppError('BUSINESS_RULE', `You can have at most ${MAX_API_KEYS} API keys; revoke one first`);
      return { ...toView(row), key };
    },

    async revoke(stylistId: number, id: number): Promise<void> {
      if (!(await repository.revoke(stylistId, id))) throw new AppError('NOT_FOUND', 'API key not found');
    },

    /**
     * The claims a valid key stands for on this call: its stylist's, with the subject `api-key:<id>`
     * (so the rate limiter counts each key on its own budget). 401 for an unknown or revoked key
     * (looked up on every call: a revocation holds at once, on every instance), 403 for a route or
     * method the key may not use.
     */
    async authenticate(key: string, call: { method: string; routeUrl: string }): Promise<ApiTokenClaims> {
      const hash = apiKeyHash(key);
      const holder = await repository.findActive(hash);
      // Found by its hash already; compared again in constant time so that no path depends on a byte compare.
      if (!holder || !timingSafeEqual(holder.keyHash, hash)) throw unknownKey();
      const refusal = keyRefusal(holder.scope, call.method, call.routeUrl);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      if (!holder.lastUsedAt || now() - holder.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_SECONDS * 1000) await repository.touch(holder.id);
      return { sub: `api-key:${holder.id}`, roles: [ROLES.stylist], stylistId: holder.stylistId, subdomain: holder.subdomain, customerAccountId: null };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;

/** What the auth plugin asks of API keys (plugins/auth.ts). */
export function apiKeyAuthenticator(service: Pick<ApiKeysService, 'authenticate'>): ApiKeyAuthenticator {
  return { isKey: isApiKey, authenticate: (key, request) => service.authenticate(key, { method: request.method, routeUrl: request.routeOptions.url ?? request.url }) };
}
