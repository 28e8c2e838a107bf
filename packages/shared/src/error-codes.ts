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
  /**
   * Set on a 409 that refuses to send a hero out while it rests (below the share of max HP
   * needed to set out): the client offers a potion and shows how long until it is ready.
   */
  reason?: 'resting';
  /** With `reason: 'resting'`: seconds until regeneration reaches the share needed. */
  ready_in_seconds?: number;
}
