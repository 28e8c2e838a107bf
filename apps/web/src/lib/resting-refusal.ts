import type { ErrorBody } from '@demonbane/shared/error-codes';
import { ApiError } from './api-client';

/** A refusal to send the hero out while it rests (too few HP to set out). */
export interface RestingRefusal {
  message: string;
  /** Seconds until regeneration has the hero ready, as the server counted them. */
  readyInSeconds: number;
  /** When the refusal arrived (ms), to count down from. */
  receivedAt: number;
}

/**
 * The 409 `{ message, reason: 'resting', ready_in_seconds }` an explore step into a
 * fight or a tower start answers below the HP needed to set out; null for any other error.
 */
export function readRestingRefusal(error: unknown, now = Date.now()): RestingRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<ErrorBody> | null;
  if (typeof body !== 'object' || body === null || body.reason !== 'resting') return null;
  const seconds = body.ready_in_seconds;
  return {
    message: error.serverMessage ?? 'You are too hurt to set out. Rest or drink a potion.',
    readyInSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : 0,
    receivedAt: now,
  };
}
