import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { mergeLog } from '@/lib/merge-log';
import { queryKeys } from '@/lib/query-keys';
import { POTION_ERROR, useConsumeItem } from '@/lib/use-item';

/** What every battle view carries: the log so far (trimmed by the server) and the potions. */
export interface BattleFields {
  battleLog: string[];
  potion: { itemId: string; name: string; qty: number }[];
}

/** A battle as the screen shows it: the last view, and every log line seen in this fight. */
export interface ShownBattle<V> {
  view: V;
  log: string[];
}

export interface BattleSource<V extends BattleFields> {
  page: 'explore' | 'hunt';
  userId: string;
  /** Reads the open fight (POST /explore/battle, POST /hunt/initialize). */
  load: (signal: AbortSignal) => Promise<V>;
  /** A failed read: explore shows it or goes back to /explore, hunt goes to /hunt-error. */
  onLoadError: (error: unknown) => void;
}

/** One action of the battle bar: its name, what it does, and its fallback error text. */
export interface BattleAction<K extends string> {
  kind: K;
  run: () => Promise<unknown>;
  fallbackError: string;
}

/**
 * The explore and hunt battles alike: the fight read from the server (never cached
 * past the screen: a later visit is a new fight), one action at a time with its error
 * or notice, the log grown line by line, and Use Potion (spec §4: it spends the first
 * potion of the list and reloads the battle).
 */
export function useBattle<V extends BattleFields, K extends string>(source: BattleSource<V>) {
  const { page, userId, load, onLoadError } = source;
  const queryClient = useQueryClient();
  const queryKey = queryKeys.battle(page);
  const battle = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<ShownBattle<V>> => {
      const view = await load(signal);
      const shown = queryClient.getQueryData<ShownBattle<V>>(queryKey);
      return { view, log: mergeLog(shown?.log ?? [], view.battleLog) };
    },
    gcTime: 0,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const consume = useConsumeItem(userId);
  const action = useMutation({
    mutationFn: ({ run }: BattleAction<K | 'potion'>) => run(),
    onMutate: () => setNotice(null),
  });
  // A ref as well as the mutation's state, so a double click in one tick sends one request.
  const running = useRef(false);

  const loadError = battle.error;
  useEffect(() => {
    if (loadError) onLoadError(loadError);
  }, [loadError, onLoadError]);

  /** Shows an answer that keeps the fight going: `fields` replace the view's. */
  function show(fields: Partial<V> & Pick<BattleFields, 'battleLog'>) {
    queryClient.setQueryData<ShownBattle<V>>(
      queryKey,
      (shown) =>
        shown && { view: { ...shown.view, ...fields }, log: mergeLog(shown.log, fields.battleLog) },
    );
  }

  function act(next: BattleAction<K | 'potion'>) {
    if (running.current) return;
    running.current = true;
    action.mutate(next, { onSettled: () => (running.current = false) });
  }

  const potion = battle.data?.view.potion[0] ?? null;

  function drink() {
    if (potion === null) return;
    act({
      kind: 'potion',
      fallbackError: POTION_ERROR,
      run: async () => {
        const res = await consume.mutateAsync({ itemId: potion.itemId });
        setNotice(res.message);
        // A failed reload is a failed load: the screen's own rule (onLoadError) applies.
        await battle.refetch();
      },
    });
  }

  const failed = action.isError ? action.variables : undefined;
  return {
    battle: battle.data?.view,
    /** The last read's failure, kept beside the fight already on screen. */
    loadError,
    log: battle.data?.log ?? [],
    potion,
    /** The request in flight, if any: every battle button waits for it. */
    busy: action.isPending ? action.variables.kind : null,
    actionError: failed ? errorMessage(action.error, failed.fallbackError) : null,
    notice,
    show,
    act,
    drink,
  };
}
