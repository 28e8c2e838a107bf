/**
 * Protocol-level error codes. Domain code returns these; the server's single
 * error handler maps each to an HTTP status (see apps/server/src/http/error-status.ts).
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  TooManyRequests: 'too_many_requests',
  ServiceUnavailable: 'service_unavailable',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorStatus: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  service_unavailable: 503,
};

/** Every error body the API sends. */
export interface ErrorBody {
  message: string;
}
