import { ApiError } from '@/lib/api-client';

/** Spec §8: the server refused (its message when it sent one) … */
export const CLEAR_FAILED = 'Failed to clear exploration data.';
/** … or the request never got an answer. */
export const CLEAR_ERROR = 'Error clearing exploration data.';

/** The text for a failed clear: the server's message, else which of the two fallbacks fits. */
export function clearErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? CLEAR_FAILED;
  return CLEAR_ERROR;
}
