import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';
import { messageToken } from '../validation/message-token';
import { zRequired } from '../validation/zod-helpers';

/**
 * Issue #32 (3a): a stylist's API keys. A key is a bearer credential for her own data from her own
 * tools; `read` keys may only read (GET/HEAD), `read-write` keys may also write. The key itself is
 * answered once, by POST /api/api-keys, as `key`; the server keeps only its SHA-256.
 */
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: `Scope must be one of ${API_KEY_SCOPES.join(', ')}` });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const MAX_API_KEY_NAME_LENGTH = 80;
/** Active keys a stylist may have at once (one per tool is the idea; revoked keys do not count). */
export const MAX_API_KEYS = 20;
/** What every key starts with: `chk_live_` on a real domain, `chk_test_` on a local system. */
export const API_KEY_PREFIXES = ['chk_live_', 'chk_test_'] as const;

export const createApiKeyRequestSchema = z.strictObject({
  name: zRequired({ field: 'Name' }).max(MAX_API_KEY_NAME_LENGTH, messageToken('between', { _field_: 'Name', min: 1, max: MAX_API_KEY_NAME_LENGTH })),
  scope: apiKeyScopeSchema,
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ApiKey'),
  id: z.number().int(),
  name: z.string(),
  scope: apiKeyScopeSchema,
  /** The key's first characters (`chk_live_AbCd`), to tell keys apart; not enough to use it. */
  prefix: z.string(),
  createdAt: z.string(),
  /** When the key was last used, to the minute; null when never. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/api-keys: the new key with its secret, `key`, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = hydraCollectionSchema(apiKeySchema);
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
