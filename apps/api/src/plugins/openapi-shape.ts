import { errorResponseSchema } from '@chairly/shared';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { isApiPath } from './errors';
import { ERROR_RESPONSES, isWrite, type ErrorStatus } from './openapi-errors';
import { OPENAPI_TAGS } from './openapi-tags';

// The document as JSON: typed loosely on purpose (it is only walked and patched here).
type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; responses?: Record<string, Json>; tags?: string[]; security?: unknown[] };
type Document = Json & { paths?: Record<string, Record<string, Operation>>; components?: Json; tags?: Json[] };

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Fastify's `:id` path parameters as OpenAPI's `{id}` (what @fastify/swagger writes too). */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * `get /api/services/{id}` → `getServicesById`: deterministic, URL-safe and unique as long as the
 * method and path are (the leading `api` segment is dropped; the document refuses a clash).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment, index) => segment !== '' && !(index === 1 && segment === 'api'))
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...capitalised].join('');
}

const has = (schema: FastifySchema | undefined, key: 'params' | 'querystring' | 'body' | 'headers') => schema?.[key] !== undefined;

/** What a route's declaration says it can answer besides its own responses. */
function derivedErrors(route: RouteOptions, url: string, schema: FastifySchema | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.config?.openapiErrors ?? []);
  const methods = (Array.isArray(route.method) ? route.method : [route.method]) as string[];
  const guarded = schema?.security !== undefined;
  // Validation answers 400, and so does a malformed JSON body on any write.
  if (has(schema, 'params') || has(schema, 'querystring') || has(schema, 'body') || has(schema, 'headers') || isWrite(route)) statuses.add(400);
  if (guarded) {
    statuses.add(401);
    statuses.add(403);
  }
  if (url.includes(':')) statuses.add(404);
  // A guarded write runs in a transaction that may lose a race after its retries or meet a unique
  // constraint (plugins/error-mapping.ts): 409, read again and retry.
  if (guarded && isWrite(route)) statuses.add(409);
  // The global limit (plugins/rate-limit.ts) counts API calls and every non-GET.
  const limited = route.config?.rateLimit !== false && (isApiPath(url) || methods.some((method) => method !== 'GET' && method !== 'HEAD'));
  if (limited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** A JSON schema `nullable` without a `type` (zod's nullable union of literals) as one typed enum. */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const branches = schema.anyOf as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    const types = new Set(branches.map((branch) => branch.type));
    if (types.size === 1 && branches.every((branch) => Array.isArray(branch.enum))) {
      schema.type = branches[0]!.type;
      schema.enum = [...branches.flatMap((branch) => branch.enum as unknown[]), null];
      delete schema.anyOf;
    }
  }
  Object.values(schema).forEach(typeNullableUnions);
}

function errorComponent(status: ErrorStatus): Json {
  const { description } = ERROR_RESPONSES[status];
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  if (status !== 429) return { description, content };
  return { description, content, headers: { 'Retry-After': { description: 'Seconds until the call may be made again', schema: { type: 'integer' } } } };
}

const ERROR_SCHEMA = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' }) as Json;
  return { ...schema, description: 'The one error shape of every failure (docs/conventions.md)' };
})();

/**
 * The two halves of the OpenAPI shaping: `route` runs per route (it still sees the route: its guard,
 * config and Fastify URL), `document` once on the whole document.
 */
export function createOpenApiShaper() {
  const errorsByOperation = new Map<string, ErrorStatus[]>();
  const key = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

  const route = (input: Parameters<SwaggerTransform>[0], transformed: ReturnType<SwaggerTransform>) => {
    const path = openApiPath(input.url);
    const methods = (Array.isArray(input.route.method) ? input.route.method : [input.route.method]) as string[];
    const errors = derivedErrors(input.route, input.url, input.schema);
    for (const method of methods) errorsByOperation.set(key(method, path), errors);
    return { schema: transformed.schema, url: path };
  };

  const document: SwaggerTransformObject = (input) => {
    const doc = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Document;
    const operationIds = new Map<string, string>();
    const usedErrors = new Set<ErrorStatus>();
    const usedTags = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of OPERATION_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = key(method, path);
        operation.operationId ??= operationIdOf(method, path);
        const clash = operationIds.get(operation.operationId);
        if (clash) throw new Error(`OpenAPI: operationId ${operation.operationId} of ${where} is taken by ${clash}; declare schema.operationId`);
        operationIds.set(operation.operationId, where);
        // An operation without a guard is public: say so, rather than leave it unsaid.
        operation.security ??= [];
        const responses = (operation.responses ??= {});
        for (const [status, response] of Object.entries(responses)) {
          // No body on 204 (zod's z.null() / z.undefined() would document one).
          if (status === '204') responses[status] = { description: response.description === 'Default Response' ? 'No Content' : response.description };
        }
        for (const status of errorsByOperation.get(where) ?? []) {
          usedErrors.add(status);
          responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
        }
        operation.tags?.forEach((tag) => usedTags.add(tag));
      }
    }
    typeNullableUnions(doc.paths);
    const components = (doc.components ??= {}) as Json & { schemas?: Json; responses?: Json };
    components.schemas = { ...components.schemas, Error: ERROR_SCHEMA };
    components.responses = Object.fromEntries(
      [...usedErrors].sort((a, b) => a - b).map((status) => [ERROR_RESPONSES[status].name, errorComponent(status)]),
    );
    doc.tags = [...usedTags].sort().map((name) => ({ name, description: OPENAPI_TAGS[name] ?? `Operations of ${name}` }));
    return doc as ReturnType<SwaggerTransformObject>;
  };

  return { route, document };
}
