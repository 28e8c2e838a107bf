import { z } from 'zod';

/**
 * A zod schema as JSON Schema (as it answers: `io: 'output'`), without the `$schema`
 * line. OpenAPI 3.1 reads draft 2020-12; fast-json-stringify reads draft 7 (tuples as
 * `items: [...]`, not `prefixItems`). Throws on what JSON Schema cannot say (a transform).
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  target: 'draft-2020-12' | 'draft-7' = 'draft-2020-12',
): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target, io: 'output' }) as Record<
    string,
    unknown
  >;
  return json;
}
