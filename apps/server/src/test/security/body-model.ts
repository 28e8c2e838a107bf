/**
 * An independent model of what each POST body accepts, written from docs/api.md
 * rather than derived from the zod schemas, so the malformed-input test checks
 * the server against a second opinion. A field's `accepts` sees the value as
 * JSON.parse gives it (1e309 is Infinity, 2^53+1 is 2^53).
 */
export interface FieldSpec {
  name: string;
  /** A value the route accepts, for the base body. */
  valid: unknown;
  optional?: boolean;
  accepts(value: unknown): boolean;
}

export interface BodySpec {
  /** The path after /api. */
  url: string;
  /** Public routes need no token. */
  public?: boolean;
  /** No body schema at all (logout): any JSON is accepted. */
  schemaless?: boolean;
  /** An accepted body may end the sender's sessions (log out everywhere): log in again after. */
  endsSessions?: boolean;
  fields: FieldSpec[];
}

/** What a body should get: handled ('valid', whatever the game then says), or a status. */
export type Verdict = 'valid' | 400 | 403 | 413 | 415;

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'];

export const text =
  (min: number, max: number) =>
  (v: unknown): boolean =>
    typeof v === 'string' && v.length >= min && v.length <= max;
export const whole =
  (min: number, max: number) =>
  (v: unknown): boolean =>
    Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
export const oneOf =
  (...choices: unknown[]) =>
  (v: unknown): boolean =>
    choices.includes(v);

const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;
export const uuid = (v: unknown): boolean => typeof v === 'string' && UUID.test(v);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The model's verdict on a parsed JSON body sent by `selfId`: any unknown key,
 * missing required field or refused value → 400; otherwise a userId that is a
 * well-formed id but not the caller's → 403 (validation runs before that check).
 */
export function verdictFor(spec: BodySpec, body: unknown, selfId: string | undefined): Verdict {
  if (spec.schemaless) return 'valid';
  if (!isObject(body)) return 400;
  const names = new Set(spec.fields.map((f) => f.name));
  if (Object.keys(body).some((k) => !names.has(k))) return 400;
  for (const field of spec.fields) {
    if (!Object.hasOwn(body, field.name)) {
      if (!field.optional) return 400;
    } else if (!field.accepts(body[field.name])) {
      return 400;
    }
  }
  if (!spec.public && body.userId !== undefined && body.userId !== selfId) return 403;
  return 'valid';
}
