import createClient, { type Middleware } from 'openapi-fetch';
import { z } from 'zod';
import type { App } from '../src/app';

/**
 * A client as a generator's user builds one from the OpenAPI document (openapi-fetch), sent through
 * `app.inject`, and a check of every answer it gets against what the document says of it.
 */
type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json & { operationId: string; responses: Record<string, Json> }>>; components: Json };

/** The document's OpenAPI 3.0 dialect as JSON Schema 2020-12 (what zod reads): nullable, boolean exclusive bounds. */
function toJsonSchema(node: unknown, resolve: (ref: string) => unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, resolve));
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, exclusiveMinimum, exclusiveMaximum, minimum, maximum, $ref, ...rest } = node as Json;
  if (typeof $ref === 'string') return toJsonSchema(resolve($ref), resolve);
  const schema: Json = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'enum' || key === 'default' ? value : toJsonSchema(value, resolve)]));
  if (exclusiveMinimum === true) schema.exclusiveMinimum = minimum;
  else if (minimum !== undefined) schema.minimum = minimum;
  if (exclusiveMaximum === true) schema.exclusiveMaximum = maximum;
  else if (maximum !== undefined) schema.maximum = maximum;
  return nullable === true ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/** Follows a local `#/components/...` reference. */
function resolver(doc: OpenApiDocument) {
  return (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
}

export type Checked = { operationId: string; status: number };

/**
 * An openapi-fetch middleware that checks each answer: its status is documented for the operation
 * and a JSON body matches the documented schema. Mismatches are collected, not thrown, so a test
 * asserts them with the rest of what it saw.
 */
export function contractCheck(doc: OpenApiDocument) {
  const resolve = resolver(doc);
  const mismatches: string[] = [];
  const checked: Checked[] = [];
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const operation = doc.paths[schemaPath]?.[request.method.toLowerCase()];
      const where = `${request.method} ${schemaPath} → ${response.status}`;
      if (!operation) return void mismatches.push(`${where}: not in the document`);
      checked.push({ operationId: operation.operationId, status: response.status });
      const documented = operation.responses[String(response.status)];
      if (!documented) return void mismatches.push(`${where}: status not documented`);
      const described = (documented.$ref ? resolve(documented.$ref as string) : documented) as { content?: Record<string, { schema?: unknown }> };
      const json = described.content?.['application/json']?.schema;
      if (response.status === 204 || !json) return;
      const schema = z.fromJSONSchema(toJsonSchema(json, resolve) as Parameters<typeof z.fromJSONSchema>[0]);
      const result = schema.safeParse(await response.clone().json());
      if (!result.success) mismatches.push(`${where}: ${z.prettifyError(result.error)}`);
    },
  };
  return { middleware, mismatches, checked };
}

/** `fetch` for openapi-fetch that answers from the app in memory (the Host header from the URL). */
export function injectFetch(app: App) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** A client of the document's operations for `host`, with a credential when given. */
export function documentClient<Paths extends object>(app: App, host: string, authorization?: string) {
  return createClient<Paths>({ baseUrl: `http://${host}`, fetch: injectFetch(app), ...(authorization ? { headers: { authorization } } : {}) });
}
