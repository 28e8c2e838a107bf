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
 * bytes (docs/decisions/0017-compiled-response-serializers.md). A schema it cannot
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
  const open = withoutClosedObjects(json) as Record<string, unknown>;
  return Array.isArray(open.anyOf) && open.anyOf.every(isObjectSchema)
    ? unionSerializer(open.anyOf)
    : compile(open);
}

function compile(schema: unknown): Serialize {
  return fastJson(schema as Parameters<typeof fastJson>[0]) as Serialize;
}

/**
 * A union of objects at the top (a battle round: won, lost or ongoing): fast-json-stringify
 * would pick the option by validating the whole answer against each one in turn. The
 * first option whose required keys are all there and whose literals match is the one
 * zod's first-match picks for any answer the contract accepts; each option is compiled
 * on its own.
 */
function unionSerializer(options: Record<string, unknown>[]): Serialize {
  const choices = options.map((option) => ({ fits: fitsShape(option), write: compile(option) }));
  return (data) => {
    for (const choice of choices) if (choice.fits(data)) return choice.write(data);
    throw new Error('The answer fits none of its contract’s shapes.');
  };
}

function fitsShape(option: Record<string, unknown>): (data: unknown) => boolean {
  const required = (option.required ?? []) as string[];
  const properties = (option.properties ?? {}) as Record<string, Record<string, unknown>>;
  const literals = Object.entries(properties)
    .filter(([, schema]) => 'const' in schema)
    .map(([key, schema]) => [key, schema.const] as const);
  return (data) => {
    if (!isObject(data)) return false;
    for (const key of required) if (data[key] === undefined) return false;
    for (const [key, value] of literals) if (key in data && data[key] !== value) return false;
    return true;
  };
}

const isObjectSchema = (schema: unknown): schema is Record<string, unknown> =>
  isObject(schema) && schema.type === 'object';

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
  const nullable = nullableOf(schema);
  if (nullable) return { ...(withoutClosedObjects(nullable) as object), nullable: true };
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

/**
 * `X or null` (zod's `.nullable()` on an object or an enum): fast-json-stringify writes
 * `null` or X with `nullable: true`, instead of validating the value against each option.
 */
function nullableOf(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(schema).length !== 1) {
    return undefined;
  }
  const isNull = (o: unknown) => isObject(o) && o.type === 'null' && Object.keys(o).length === 1;
  const other = options.find((o) => !isNull(o));
  return options.some(isNull) && isObject(other) && typeof other.type === 'string'
    ? other
    : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
