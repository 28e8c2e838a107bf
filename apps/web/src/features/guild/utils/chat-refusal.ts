import { ApiError } from '@/lib/api-client';
import { durationText } from '@/lib/duration-text';
import { errorMessage } from '@/lib/error-message';

/** What a refused post says: a 429 is "Slow down" with the wait; anything else, its message. */
export function chatPostError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait !== null && wait > 0
      ? `Slow down: you may post again in ${durationText(wait)}.`
      : 'Slow down: wait a moment before posting again.';
  }
  return errorMessage(error, fallback);
}
