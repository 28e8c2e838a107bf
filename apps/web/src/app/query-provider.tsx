import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { GetUserResult } from '@/features/user/api/get-user';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useAppDispatch } from '@/stores/hooks';
import { storeUserView } from '@/stores/session-actions';

/**
 * The session's server-state cache. It lives as long as the logged-in chrome, so a
 * logout (or a session ended elsewhere) takes every cached answer with it. Each fresh
 * POST /user answer is copied into the session here, the one place that does it: the
 * session is the hero's copy spec §3 keeps locally, and what the screens read.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dispatch = useAppDispatch();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== queryKeys.user[0]) return;
        const result = event.query.state.data as GetUserResult | undefined;
        if (result?.kind === 'user') {
          dispatch(storeUserView(result.user, event.query.state.dataUpdatedAt));
        }
      }),
    [queryClient, dispatch],
  );

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
