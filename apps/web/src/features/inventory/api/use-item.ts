import { ApiError } from '@/lib/api-client';

export const USE_ITEM_FALLBACK_ERROR = 'An unexpected error occurred. Please try again later.';

/**
 * Spec §8: 'Used {qty} {name}', with the count the server actually used: it
 * keeps the copies that would have been wasted on full HP or a capped buff.
 */
export function usedItemText(asked: number, used: number, name: string): string {
  const kept = asked - used;
  return kept > 0
    ? `Used ${used} ${name} (${kept} kept: more would have been wasted)`
    : `Used ${used} ${name}`;
}

/** Spec §8: 'Error using item: ' and the server's message, or the generic fallback. */
export function usedItemErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return `Error using item: ${error.serverMessage}`;
  }
  return USE_ITEM_FALLBACK_ERROR;
}
