import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideApi } from '@demonbane/shared/guide-api';
import type { GuideResponse } from '@demonbane/shared/guide-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const DISMISS_ERROR = 'Failed to hide the guide.';

/** POST /guide/dismiss: the guide is closed for good; the card goes at once. */
export function useDismissGuide(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postIntent(guideApi.dismiss, { userId }),
    onSuccess: () => {
      queryClient.setQueryData<GuideResponse>(queryKeys.guide, { step: null, dismissed: true });
    },
  });
}
