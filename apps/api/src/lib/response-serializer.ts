import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeParse, type $ZodTypes } from 'zod/v4/core';

// Kinds of schema whose parse and encode give the same value for the same input: they only check.
const LEAVES = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'any', 'unknown', 'date', 'enum', 'literal', 'nan', 'template_literal',
]);

/**
 * True when parsing `schema` gives what encoding it gives: no part of it depends on the direction
 * (transforms, pipes and codecs, defaults, catches, lazy or custom schemas, overwriting checks such
 * as trim). Anything unknown counts as dependent.
 */
export function isDirectionFree(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as $ZodTypes)._zod.def;
  const checks = (def as { checks?: { _zod: { def: { check: string } } }[] }).checks ?? [];
  if (checks.some((check) => check._zod.def.check === 'overwrite')) return false;
  const free = (child: unknown) => child === undefined || (child instanceof $ZodType && isDirectionFree(child, seen));
  switch (def.type) {
    case 'object':
      return Object.values(def.shape).every(free) && free(def.catchall);
    case 'array':
      return free(def.element);
    case 'tuple':
      return def.items.every(free) && free(def.rest ?? undefined);
    case 'union':
      return def.options.every(free);
    case 'intersection':
      return free(def.left) && free(def.right);
    case 'record':
    case 'map':
      return free(def.keyType) && free(def.valueType);
    case 'set':
      return free(def.valueType);
    case 'nullable':
    case 'optional':
    case 'nonoptional':
    case 'readonly':
      return free(def.innerType);
    default:
      return LEAVES.has(def.type);
  }
}

type Compiler = typeof serializerCompiler;

/**
 * Response serialisation (issue #22). fastify-type-provider-zod encodes every response with its
 * schema (zod's `encode`) before `JSON.stringify`: the guarantee that an answer holds exactly the
 * schema's fields and types. `encode` walks a schema several times slower than `parse`, and for a
 * direction-free schema (most responses) both return the same value, so those are parsed; the
 * others keep the provider's encoding. Either way an answer that breaks its schema is a 500.
 */
export const responseSerializerCompiler: Compiler = (route) => {
  const schema = route.schema instanceof $ZodType ? route.schema : null;
  if (!schema || !isDirectionFree(schema)) return serializerCompiler(route);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
