import type { ErrorBody, ErrorCode } from '@demonbane/shared/error-codes';

/** What a refused player action returns: a protocol error code and the player-facing text. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  message: string;
  /** For throttled actions: seconds until the player may try again. */
  retryAfterSeconds?: number;
  /** Fields the error body carries besides `message` (ErrorBody), e.g. why a hero may not set out. */
  body?: Omit<ErrorBody, 'message'>;
}

export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (code: ErrorCode, message: string, retryAfterSeconds?: number): Failure =>
  retryAfterSeconds === undefined
    ? { ok: false, code, message }
    : { ok: false, code, message, retryAfterSeconds };

/** Thrown inside a transaction to roll it back while carrying the refusal out. */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}
