import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rarity } from '@demonbane/game/rarity';
import { queryKeys } from '@/lib/query-keys';
import { combineAll } from './combine-all';
import { combineItem } from './combine-item';

/** What a combine is asked to melt: one stack, or every stack but the locked ones. */
export type CombineRequest =
  | { kind: 'one'; item: { item_id: string; rarity: Rarity } }
  | { kind: 'all'; locked: readonly string[] };

/**
 * Combine or Combine All. Success or failure, the stacks are fetched again (a failed
 * Combine All may have melted some), and the pack where it is next shown.
 */
export function useCombine(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CombineRequest) =>
      request.kind === 'one'
        ? combineItem(userId, request.item)
        : combineAll(userId, request.locked),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bazaarSellable });
      return queryClient.invalidateQueries({ queryKey: queryKeys.combinable });
    },
  });
}
