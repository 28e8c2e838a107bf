import { QueryClient } from '@tanstack/react-query';

/**
 * The web's one server-state cache, made once per session (the logged-in chrome owns
 * it, so a logout drops every answer with it). No automatic retries: a failed load
 * shows its message at once, and player actions are retried by the player, under the
 * same Idempotency-Key (post-intent). No refetch on focus: a battle or a form must not
 * change under the player's hand.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
