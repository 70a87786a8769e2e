import type { ApiKeyScope } from '@chairly/shared';

/**
 * Routes no API key may use, whatever its scope (docs/api.md "API keys", D46): managing keys and
 * webhooks (a key could otherwise make itself a successor, or a webhook that keeps sending her data,
 * that outlives its revocation), billing and the
 * subscription, the card payment account, and the exports and erasure of personal data, which stay
 * with her signed-in session. Patterns are Fastify's route URLs (`:id`), not request paths.
 */
export const ROUTES_WITHOUT_KEYS: readonly RegExp[] = [
  /^\/api\/api-keys(?:\/|$)/,
  /^\/api\/webhooks(?:\/|$)/,
  /^\/api\/subscription(?:\/|$)/,
  /^\/api\/stylist\/:provider\//,
  /^\/api\/exports(?:\/|$)/,
  /^\/api\/customers\/:id\/erase$/,
];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Why a key of this scope may not make this call (a sentence for the 403), or null when it may. */
export function keyRefusal(scope: ApiKeyScope, method: string, routeUrl: string): string | null {
  if (ROUTES_WITHOUT_KEYS.some((pattern) => pattern.test(routeUrl))) return 'API keys cannot use this route; sign in to Chairly instead';
  if (scope === 'read' && !READ_METHODS.has(method)) return 'This API key may only read (GET)';
  return null;
}
