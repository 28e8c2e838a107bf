import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endgameApi } from '@demonbane/shared/endgame-api';
import { postIntent } from '@/lib/post-intent';
import { useAppDispatch } from '@/stores/hooks';
import { recordAscension } from '@/stores/session-actions';

export const ASCEND_FALLBACK_ERROR = 'The ascension did not go through. Try again.';

/** What /assign-job says after an ascension. */
export const ASCENDED_NOTICE = 'You have ascended: choose your path again.';

/**
 * POST /ascend (sent with an Idempotency-Key, so a double click ascends once): the
 * session takes the hero at level 1 with no job, and every cached answer is stale, as
 * level, job, gear and gold all changed.
 */
export function useAscend(userId: string) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: () => postIntent(endgameApi.ascend, { userId }),
    onSuccess: (res) => {
      dispatch(recordAscension(res.hero));
      void queryClient.invalidateQueries();
    },
  });
}
