import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FairnessView } from '@demonbane/shared/fairness-schemas';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { CLIENT_SEED_ERROR, ROTATE_ERROR, rotateSeed, setClientSeed } from '../api/change-seeds';
import { rememberSeed } from '../utils/fair-memory';

/**
 * Changing the client seed and rotating the server seed. Each answer is the new state,
 * put straight into the cache; a rotation's revealed seed is also kept by this browser,
 * so the draws made with it can be checked later.
 */
export function useSeedChanges(userId: string) {
  const queryClient = useQueryClient();
  const store = (view: FairnessView) => queryClient.setQueryData(queryKeys.fairness, view);

  const clientSeed = useMutation({
    mutationFn: (seed: string) => setClientSeed(userId, seed),
    onSuccess: store,
  });
  const rotate = useMutation({
    mutationFn: () => rotateSeed(userId),
    onSuccess: ({ revealed, next }) => {
      rememberSeed(revealed.server_seed_hash, revealed.server_seed);
      store(next);
    },
  });

  return {
    clientSeed,
    clientSeedError: clientSeed.isError ? errorMessage(clientSeed.error, CLIENT_SEED_ERROR) : null,
    rotate,
    rotateError: rotate.isError ? errorMessage(rotate.error, ROTATE_ERROR) : null,
  };
}
