import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { jsonSchemaOf } from './json-schema';

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => Serialize;

/**
 * The keywords fast-json-stringify writes exactly as JSON.stringify does the zod-parsed
 * answer. Not among them: `integer` (it rounds where zod refuses), formats, `$ref`,
 * `allOf`/`oneOf`, `default`: a schema with any of those, or with an optional property
 * declared before a required one, keeps zod's serializer.
 */
const FAITHFUL = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'anyOf',
  'propertyNames',
  'description',
]);
const TYPES = new Set(['object', 'array', 'string', 'number', 'boolean', 'null']);

/**
 * Answers written by a serializer compiled once per route from the contract's JSON
 * Schema, instead of zod parsing each answer and JSON.stringify writing it: the same
 * bytes (docs/decisions/0016-compiled-response-serializers.md). A schema it cannot
 * write faithfully keeps zod's serializer. With `verify` (tests) every answer is also
 * parsed by zod and written the old way, and a difference is a 500: each API test
 * checks the wire and the contract at once.
 */
export function responseSerializerCompiler({ verify }: { verify: boolean }): SerializerCompiler {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    const compiled = compiledSerializer(route.schema);
    if (!compiled) return viaZod;
    if (!verify) return compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ` +
            `${written} where zod's writes ${expected}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify from the schema's JSON Schema, or undefined when it would not be faithful. */
export function compiledSerializer(schema: z.ZodType): Serialize | undefined {
  let json: Record<string, unknown>;
  try {
    json = jsonSchemaOf(schema, 'draft-7');
  } catch {
    return undefined;
  }
  if (!faithful(json)) return undefined;
  return fastJson(withoutClosedObjects(json) as Parameters<typeof fastJson>[0]) as Serialize;
}

function faithful(schema: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema)) return false;
  for (const [keyword, value] of Object.entries(schema)) {
    if (!FAITHFUL.has(keyword)) return false;
    switch (keyword) {
      case 'type':
        if (![value].flat().every((t) => TYPES.has(t as string))) return false;
        break;
      case 'properties':
        if (!isObject(value) || !Object.values(value).every(faithful)) return false;
        if (!requiredFirst(Object.keys(value), schema.required)) return false;
        break;
      case 'items':
      case 'anyOf':
        if (![value].flat().every(faithful)) return false;
        break;
      case 'additionalProperties':
      case 'additionalItems':
      case 'propertyNames':
        if (!faithful(value)) return false;
        break;
    }
  }
  return true;
}

/** fast-json-stringify writes required properties before optional ones; zod, as declared. */
function requiredFirst(keys: string[], required: unknown): boolean {
  const isRequired = (key: string) => Array.isArray(required) && required.includes(key);
  const firstOptional = keys.findIndex((key) => !isRequired(key));
  return firstOptional < 0 || !keys.slice(firstOptional).some(isRequired);
}

/**
 * zod strips keys its objects do not declare, and a union takes the first option that
 * parses so: `additionalProperties: false` would make fast-json-stringify's choice among
 * `anyOf` options refuse an answer with an extra key instead. Undeclared keys are never
 * written either way.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword, value]) => !(keyword === 'additionalProperties' && value === false))
      .map(([keyword, value]) => [
        keyword,
        keyword === 'properties' && isObject(value)
          ? Object.fromEntries(
              Object.entries(value).map(([name, sub]) => [name, withoutClosedObjects(sub)]),
            )
          : keyword === 'enum' || keyword === 'const' || keyword === 'required'
            ? value
            : withoutClosedObjects(value),
      ]),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
