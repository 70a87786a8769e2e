import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The error statuses the OpenAPI document lists for an operation (issue #32.4, D48). Most are
 * derived from what a route declares (plugins/docs.ts: its guard, params, body, rate limit); a
 * module declares the others it answers with `documentErrors` or, for one route,
 * `config: { openapiErrors: [...] }`. Every one answers the one error shape.
 */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'The request is invalid (validation: `fields` names each bad field)' },
  401: { name: 'Unauthorized', description: 'No valid credential: a missing, expired or revoked token or API key' },
  402: { name: 'PaymentRequired', description: 'The card was declined' },
  403: { name: 'Forbidden', description: 'The credential may not make this call (another role, or an API key without the scope)' },
  404: { name: 'NotFound', description: 'No such resource (or not one of the caller’s)' },
  409: { name: 'Conflict', description: 'The write conflicts with the current state (taken, already done, or a concurrent change: read again and retry)' },
  410: { name: 'Gone', description: 'The resource existed and is gone for good' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large' },
  415: { name: 'UnsupportedMediaType', description: 'The body’s media type is not accepted' },
  422: { name: 'UnprocessableEntity', description: 'A business rule refuses the request (`reason` says which where one code covers several)' },
  429: { name: 'TooManyRequests', description: 'Too many requests: retry after the `Retry-After` seconds' },
  503: { name: 'ServiceUnavailable', description: 'A provider the call needs is unreachable: retry later' },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the route answers beyond those derived from its declaration (plugins/docs.ts). */
    openapiErrors?: readonly ErrorStatus[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]) as string[];

/** True for a route that changes something (every method it answers is a write). */
export const isWrite = (route: Pick<RouteOptions, 'method'>) => methodsOf(route as RouteOptions).every((method) => WRITES.has(method));

/**
 * Documents `statuses` on every route `app` (a module's scope) registers after this call, or only on
 * its writes (`writesOnly`): for errors a module's services answer, which no declaration shows.
 */
export function documentErrors(app: FastifyInstance, statuses: readonly ErrorStatus[], { writesOnly = false } = {}) {
  app.addHook('onRoute', (route) => {
    if (writesOnly && !isWrite(route)) return;
    route.config = { ...route.config, openapiErrors: [...(route.config?.openapiErrors ?? []), ...statuses] };
  });
}
