import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgeApi } from '@demonbane/shared/forge-api';
import type { ForgeResponse, Material } from '@demonbane/shared/forge-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import { forgeTimer, toSeconds } from '../utils/countdown';
import type { ForgeState } from './get-materials';

/** POST /forge: puts exactly 3 materials in the fire; answers with the time it takes. */
export function startForge(userId: string, materials: readonly string[]): Promise<ForgeResponse> {
  return postIntent(forgeApi.start, { userId, materials: [...materials] });
}

/** Takes the placed materials out of the owned counts (until the reload answers). */
function spend(materials: readonly Material[], used: readonly string[]): Material[] {
  return materials
    .map((m) => ({ ...m, item_qty: m.item_qty - used.filter((id) => id === m.item_id).length }))
    .filter((m) => m.item_qty > 0);
}

/** Lighting the forge: its timer starts from the answer at once; the state is then fetched again. */
export function useStartForge(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materials: readonly string[]) => startForge(userId, materials),
    onSuccess: (res, used) => {
      queryClient.setQueryData<ForgeState>(
        queryKeys.forge,
        (d) =>
          d && {
            ...d,
            status: false,
            timer: forgeTimer(res.remaining_time, Date.now()),
            inForge: [...used],
            totalSeconds: toSeconds(res.remaining_time),
            materials: spend(d.materials, used),
          },
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.forge }),
  });
}
