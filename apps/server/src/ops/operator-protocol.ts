import { z } from 'zod';
import type { Outcome } from './run-operation';

/**
 * The operator's requests on the PGlite lock's socket: one JSON line in; one JSON
 * line out, followed, for a dump, by its bytes; then the server ends the connection.
 */
export const operatorRequestSchema = z.union([
  z.strictObject({
    secret: z.string(),
    operator: z.string().min(1),
    command: z.string().min(1),
    args: z.array(z.string()),
  }),
  z.strictObject({ secret: z.string(), operator: z.string().min(1), dump: z.literal(true) }),
]);
export type OperatorRequest = z.infer<typeof operatorRequestSchema>;

export type OperatorAnswer =
  | Outcome
  /** Not taken: a wrong secret or a malformed request. Nothing was done. */
  | { kind: 'refused'; message: string }
  /** The command failed unexpectedly (the server logs why). */
  | { kind: 'failed'; message: string }
  /** The database's dump follows the line: this many bytes. */
  | { kind: 'dump'; bytes: number };

/** A request line longer than this is not an operator's. */
export const MAX_REQUEST_BYTES = 64 * 1024;

/** Splits what the server sent into its answer line and the bytes after it. */
export function parseAnswer(received: Buffer): { answer: OperatorAnswer; body: Buffer } {
  const end = received.indexOf(0x0a);
  if (end < 0) throw new Error('the server ended the connection without an answer');
  return {
    answer: JSON.parse(received.subarray(0, end).toString('utf8')) as OperatorAnswer,
    body: received.subarray(end + 1),
  };
}
