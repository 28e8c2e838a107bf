/**
 * Errors as they are logged: the message, stack, code and constraint, never the
 * values a failed query was bound to (user ids, seeds, a password hash on a
 * failed register) nor PostgreSQL's `detail`, which repeats them.
 */
export function serializeError(err: Error): SerializedError {
  return serialize(err, 0);
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serialize(err: Error, depth: number): SerializedError {
  const e = err as Error & Record<string, unknown>;
  // PostgreSQL quotes the offending value in some messages ("invalid input syntax
  // for type integer: \"…\""); the constraint and column are kept as fields below.
  const scrub = typeof e.code === 'string' && SQLSTATE.test(e.code) ? withoutQuoted : keep;
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: scrub(withoutParams(String(e.message))),
    stack: scrub(withoutParams(String(e.stack ?? ''))),
  };
  for (const field of SAFE_FIELDS) {
    if (e[field] !== undefined) out[field] = e[field];
  }
  if (e.cause instanceof Error && depth < 5) out.cause = serialize(e.cause, depth + 1);
  else if (e.cause !== undefined) out.cause = '[redacted]';
  return out;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const keep = (text: string) => text;
const withoutQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"…"');

const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'severity'] as const;

/** drizzle puts "params: …" after the SQL in the message (and so in the stack). */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  if (at < 0) return text;
  const frames = text.indexOf('\n    at ', at);
  return `${text.slice(0, at)}\nparams: [redacted]${frames < 0 ? '' : text.slice(frames)}`;
}
