import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { ALL_ROUTES } from '@demonbane/shared/api-routes';
import { jsonSchemaOf } from './json-schema';
import { compiledSerializer, responseSerializerCompiler } from './response-serializer';

type Serialize = (data: unknown) => string;

/** JSON.stringify of the zod-parsed answer: how every answer was written before. */
const viaZod = (schema: z.ZodType): Serialize =>
  zodSerializerCompiler({ schema, method: 'POST', url: '/test', httpStatus: '200' }) as Serialize;

const ANSWERS = ALL_ROUTES.filter((r) => !r.stream).flatMap((r) =>
  Object.entries(r.responses).map(([status, schema]) => ({
    name: `${r.method} ${r.path} ${status}`,
    schema: schema!,
  })),
);

/** Strings JSON escapes: quotes, backslashes, controls, line separators, lone surrogates. */
const awkwardString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('"', '\\', '\n', '\u0000', '\u2028', '\ud800', 'é', '</script>'),
);
/** Integers, fractions, -0, huge and tiny numbers (zod refuses NaN and Infinity). */
const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0, 1e21, 5e-324, Number.MAX_SAFE_INTEGER + 2),
);
/** A key no contract declares, which zod drops and must stay dropped. */
/**
 * A record's key as the server could write one. Not `__proto__`, which fast-check offers
 * on purpose: zod's parse drops it (assigning it sets the copy's prototype) where the
 * compiled serializer writes it. Records' keys are the server's own (a notification's
 * data), never a player's text.
 */
const recordKey = awkwardString.filter((key) => key !== '__proto__');
const strayKey = fc.constantFrom('internal', 'password_hash', '__proto_', 'userId');

/** Values the contract's JSON Schema accepts, with keys it does not declare mixed in. */
function answerOf(schema: unknown): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return fc.jsonValue();
  const s = schema as Record<string, unknown>;
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.anyOf) return fc.oneof(...(s.anyOf as unknown[]).map(answerOf));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => answerOf({ ...s, type })));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'number':
      return anyNumber;
    case 'string':
      return awkwardString;
    case 'array':
      return Array.isArray(s.items)
        ? fc.tuple(...s.items.map(answerOf))
        : fc.array(answerOf(s.items), {
            minLength: (s.minItems as number | undefined) ?? 0,
            maxLength: (s.maxItems as number | undefined) ?? 3,
          });
    case 'object':
      return objectOf(s);
    default:
      return fc.jsonValue();
  }
}

function objectOf(s: Record<string, unknown>): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set((s.required ?? []) as string[]);
  const declared = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, answerOf(v)])),
    { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
  );
  const extra =
    s.additionalProperties && s.additionalProperties !== false
      ? fc.dictionary(recordKey, answerOf(s.additionalProperties), { maxKeys: 3 })
      : fc.dictionary(strayKey, fc.jsonValue(), { maxKeys: 2 });
  // Extra keys first, in any order: zod writes declared keys in the schema's order.
  return fc.tuple(extra, declared).map(([more, known]) => ({ ...more, ...known }));
}

describe('a compiled serializer', () => {
  it('is built for every answer of the contract but two, which it would not write as zod does', () => {
    const fallen = ANSWERS.filter((a) => !compiledSerializer(a.schema)).map((a) => a.name);
    // A box's optional multi_price comes before required fields: fast-json-stringify
    // writes required properties first. A replay is a union by kind (`oneOf`), which
    // fast-json-stringify picks by validating; a replay is a rare public read.
    expect(fallen).toEqual(['GET /gacha/boxs 200', 'GET /replays/:id 200']);
  });

  const compiledAnswers = ANSWERS.filter((a) => compiledSerializer(a.schema));
  it.each(compiledAnswers)('writes $name as zod did, byte for byte', ({ schema }) => {
    const compiled = compiledSerializer(schema)!;
    const before = viaZod(schema);
    fc.assert(
      fc.property(answerOf(jsonSchemaOf(schema, 'draft-7')), (answer) => {
        expect(schema.safeParse(answer).success).toBe(true);
        expect(compiled(answer)).toBe(before(answer));
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['an integer (rounded where zod refuses)', z.object({ n: z.number().int() })],
    ['a date', z.object({ at: z.date() })],
    ['a transform', z.object({ n: z.number().transform(String) })],
    ['a format', z.object({ at: z.iso.datetime() })],
    ['a default', z.object({ n: z.number().default(1) })],
    [
      'an optional key before a required one',
      z.object({ a: z.number().optional(), b: z.number() }),
    ],
  ])('is not built for %s: zod writes that answer', (_name, schema) => {
    expect(compiledSerializer(schema)).toBeUndefined();
  });
});

describe('the serializer compiler', () => {
  const route = (schema: z.ZodType) => ({
    schema,
    method: 'POST',
    url: '/test',
    httpStatus: '200',
  });
  const shape = z.object({ gold: z.number(), items: z.array(z.string()) });

  it('writes with the compiled serializer outside tests, keeping only declared keys', () => {
    const serialize = responseSerializerCompiler({ verify: false })(route(shape));
    expect(serialize({ items: ['a'], gold: 5, secret: 'x' })).toBe('{"gold":5,"items":["a"]}');
  });

  it('in tests, refuses an answer the contract refuses, as zod did', () => {
    const serialize = responseSerializerCompiler({ verify: true })(route(shape));
    expect(() => serialize({ gold: '5', items: [] })).toThrow();
    expect(serialize({ gold: 5, items: [] })).toBe('{"gold":5,"items":[]}');
  });

  it('keeps zod for a schema it cannot compile', () => {
    const dated = z.object({ at: z.date() });
    const serialize = responseSerializerCompiler({ verify: false })(route(dated));
    expect(serialize({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(() => serialize({ at: 'yesterday' })).toThrow();
  });
});
