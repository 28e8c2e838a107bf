import { randomUUID } from 'node:crypto';
import { verdictFor, type BodySpec, type Verdict } from './body-model';

export interface BodyCase {
  name: string;
  /** The raw request body; undefined sends none. */
  payload: string | undefined;
  /** null sends no Content-Type header. */
  contentType: string | null;
  verdict: Verdict;
}

const JSON_TYPE = 'application/json';
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
/** Past the 64 KiB body limit by far; built once, it is the same for every route. */
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

/** Wrong values for any field, as raw JSON text (so 1e309 and 2^53+1 reach the parser as written). */
const BAD_VALUES: [string, string][] = [
  ['"5" for a number', '"5"'],
  ['a word', '"abc"'],
  ['an empty string', '""'],
  ['a blank string', '" "'],
  ['true', 'true'],
  ['false', 'false'],
  ['null', 'null'],
  ['1.5', '1.5'],
  ['1.0', '1.0'],
  ['0', '0'],
  ['-0', '-0'],
  ['-1', '-1'],
  ['1', '1'],
  ['11', '11'],
  ['100', '100'],
  ['1000', '1000'],
  ['2^31', '2147483648'],
  ['-2^31-1', '-2147483649'],
  ['2^53+1', '9007199254740993'],
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['1e-7', '1e-7'],
  ['an empty object', '{}'],
  ['an empty array', '[]'],
  ['[1]', '[1]'],
  ['["x"]', '["x"]'],
  ['a query operator', '{"$gt":""}'],
  ['65 characters', JSON.stringify('a'.repeat(65))],
  ['10,000 characters', JSON.stringify('a'.repeat(10_000))],
  ['emoji', JSON.stringify('💀👹🔥')],
  ['Greek', JSON.stringify('Ωμέγα')],
  ['a NUL byte', '"a\\u0000b"'],
  ['an RTL override', '"\\u202eabc"'],
  ['a lone surrogate', '"\\ud800"'],
  ['a zero-width space', '"\\u200b"'],
  ['a combining accent', '"e\\u0301"'],
  ['HTML', JSON.stringify('<script>alert(1)</script>')],
  ['SQL', JSON.stringify("' OR 1=1 --")],
  ['a path', JSON.stringify('../../etc/passwd')],
  ['"null"', '"null"'],
  ['"true"', '"true"'],
  ['"1e309"', '"1e309"'],
  ['another player’s id', JSON.stringify(randomUUID())],
  ['the nil id', '"00000000-0000-0000-0000-000000000000"'],
  ['10,000 nested arrays', DEEP_ARRAY],
  ['10,000 nested objects', DEEP_OBJECT],
];

const EXTRA_KEYS = [
  'isAdmin',
  'admin',
  'role',
  'gold',
  'soul',
  'level',
  'xp',
  'hp',
  'user_id',
  'UserId',
  'userId ',
  '',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'constructor',
  'prototype',
  'then',
  'a'.repeat(1000),
];
const EXTRA_VALUES = ['true', '1', '"x"'];

type Entries = [string, string][];
const objectText = (entries: Entries) =>
  `{${entries.map(([k, raw]) => `${JSON.stringify(k)}:${raw}`).join(',')}}`;

/**
 * Bodies for one route, generated from its valid body: each field replaced by
 * each bad value (and by variants of its own valid value), each field dropped,
 * extra keys added, and whole-body attacks (bad JSON, wrong types and content
 * types, prototype keys, deep nesting, 2 MB). Object bodies get their verdict
 * from the model; the raw ones have it written next to them.
 */
export function bodyCases(spec: BodySpec, selfId: string | undefined): BodyCase[] {
  const base: Entries = spec.fields.map((f) => [f.name, JSON.stringify(f.valid)]);
  const cases: BodyCase[] = [];
  const object = (name: string, entries: Entries) => {
    const payload = objectText(entries);
    const verdict = verdictFor(spec, JSON.parse(payload), selfId);
    cases.push({ name, payload, contentType: JSON_TYPE, verdict });
  };
  /** `parser`: refused before any schema, so on every route; `schema`: only where there is one. */
  const raw = (
    stage: 'parser' | 'schema',
    name: string,
    payload: string | undefined,
    contentType: string | null,
    verdict: Verdict,
  ) =>
    cases.push({
      name,
      payload,
      contentType,
      verdict: stage === 'schema' && spec.schemaless ? 'valid' : verdict,
    });

  object('the valid body', base);

  spec.fields.forEach((field, i) => {
    const replace = (raw: string): Entries => base.map((e, j) => (j === i ? [e[0], raw] : e));
    const variants: [string, string][] = [
      ...BAD_VALUES,
      ['its valid value in an array', `[${JSON.stringify(field.valid)}]`],
      ['its valid value as a string', JSON.stringify(String(field.valid))],
      ['its valid value wrapped in an object', `{"value":${JSON.stringify(field.valid)}}`],
    ];
    if (typeof field.valid === 'string') {
      variants.push(
        ['its valid value upper-cased', JSON.stringify(field.valid.toUpperCase())],
        ['its valid value padded', JSON.stringify(` ${field.valid} `)],
        ['its valid value and a NUL', JSON.stringify(`${field.valid}\u0000`)],
      );
    }
    for (const [label, value] of variants) object(`${field.name} = ${label}`, replace(value));
    object(
      `without ${field.name}`,
      base.filter((_, j) => j !== i),
    );
    // JSON.parse keeps the last of duplicate keys; the server must read it the same way.
    object(`${field.name} twice, the last one null`, [...base, [field.name, 'null']]);
  });

  for (const key of EXTRA_KEYS) {
    for (const value of EXTRA_VALUES)
      object(`extra key ${key.slice(0, 20)}=${value}`, [...base, [key, value]]);
  }

  const valid = objectText(base);
  const inner = valid.slice(1, -1);
  const withEntry = (entry: string) => (inner ? `{${inner},${entry}}` : `{${entry}}`);

  // Prototype pollution: refused by the JSON parser itself, before any schema.
  raw('parser', 'a __proto__ key', withEntry('"__proto__":{"isAdmin":true}'), JSON_TYPE, 400);
  raw('parser', 'only a __proto__ key', '{"__proto__":{"gold":999999999}}', JSON_TYPE, 400);
  raw('parser', 'a nested __proto__ key', withEntry('"x":{"__proto__":{"a":1}}'), JSON_TYPE, 400);
  raw(
    'parser',
    'constructor.prototype',
    withEntry('"constructor":{"prototype":{"a":1}}'),
    JSON_TYPE,
    400,
  );

  for (const [name, text] of [
    ['an unclosed object', '{'],
    ['a missing value', '{"a":}'],
    ['single quotes', "{'a':1}"],
    ['a trailing comma', '{"a":1,}'],
    ['undefined', 'undefined'],
    ['NaN', 'NaN'],
    ['a NaN value', '{"a":NaN}'],
    ['an Infinity value', '{"a":Infinity}'],
    ['two objects', '{}{}'],
    ['a bad escape', '{"a":"\\x"}'],
    ['an unterminated string', '"abc'],
    ['only whitespace', '   '],
    ['a comment', '{/* hi */}'],
    ['the valid body cut short', valid.slice(0, -1)],
  ]) {
    raw('parser', `invalid JSON: ${name}`, text, JSON_TYPE, 400);
  }
  raw('parser', 'an empty body', '', JSON_TYPE, 400);

  for (const [name, text] of [
    ['null', 'null'],
    ['true', 'true'],
    ['0', '0'],
    ['a string', '"hello"'],
    ['an empty array', '[]'],
    ['an array of the valid body', `[${valid}]`],
    ['an array of pairs', `[${JSON.stringify(base)}]`],
    ['10,000 nested arrays', DEEP_ARRAY],
    ['10,000 nested objects', DEEP_OBJECT],
    ['a 60 KB string', JSON.stringify('x'.repeat(60_000))],
  ]) {
    raw('schema', `not an object: ${name}`, text, JSON_TYPE, 400);
  }
  raw('schema', 'no body and no Content-Type', undefined, null, 400);

  raw('schema', 'the valid body as text/plain', valid, 'text/plain', 400);
  raw('parser', 'the valid body with no Content-Type', valid, null, 415);
  raw('parser', 'a form', 'userId=1&gold=999', 'application/x-www-form-urlencoded', 415);
  raw('parser', 'multipart', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 415);
  raw('parser', 'XML', '<a/>', 'application/xml', 415);
  raw('parser', 'text/json', valid, 'text/json', 415);
  raw('parser', 'a JSON vendor type', valid, 'application/vnd.api+json', 415);
  raw('parser', 'JSON with a charset', valid, 'application/json; charset=utf-8', 'valid');

  raw('parser', '2 MB', `{"padding":"${TWO_MB}"}`, JSON_TYPE, 413);
  raw(
    'parser',
    'just over 64 KiB',
    JSON.stringify({ padding: 'x'.repeat(64 * 1024) }),
    JSON_TYPE,
    413,
  );
  return cases;
}
