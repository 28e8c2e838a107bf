import { ErrorStatus, type ErrorCode } from '@demonbane/shared/error-codes';
import type { Failure, Result } from '../actions/result';

/** A refusal on its way to the error handler, which turns it into an ErrorBody and a 4xx. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    /** Fields the body carries besides `message` (ErrorBody). */
    readonly body?: Failure['body'],
  ) {
    super(message);
    this.statusCode = ErrorStatus[code];
  }

  static from(failure: Failure): AppError {
    return new AppError(failure.code, failure.message, failure.retryAfterSeconds, failure.body);
  }
}

/** Routes call this on a service result: the value, or a thrown AppError. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw AppError.from(result);
  return result.value;
}
