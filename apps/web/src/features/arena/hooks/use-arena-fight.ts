import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ArenaLogEntry, ArenaOpponent, ArenaResponse } from '@demonbane/shared/arena-schemas';
import { useRoundPlayback } from '@/hooks/use-round-playback';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { CHALLENGE_ERROR, challengeOpponent } from '../api/challenge';
import { arenaFightQueryOptions, FIGHT_LOAD_ERROR } from '../api/get-fight';
import { challengeReplay, watchedReplay, type ReplayFight } from '../utils/replay';

/** How long each line of an arena fight stays alone before the next one. */
export const LINE_MS = 150;

/** A fight on screen: the lines shown so far, and whether it has played out. */
export interface ShownReplay {
  /** Counts the replays, so a finished one's late lines never land in the next. */
  seq: number;
  fight: ReplayFight;
  shown: string[];
  done: boolean;
}

/**
 * The arena's fights: a challenge (played by the server at once) or a past fight from
 * the log, either shown line by line (LINE_MS apart; at once with reduced motion; Skip
 * ends it). A challenge's new rating and attacks left land when its fight has played
 * out, so the header does not tell the ending first; the log and opponents are then
 * read again.
 */
export function useArenaFight(userId: string) {
  const queryClient = useQueryClient();
  const playback = useRoundPlayback(LINE_MS);
  const [replay, setReplay] = useState<ShownReplay | null>(null);
  const seq = useRef(0);
  // A ref as well as the mutations' state, so a double click in one tick starts one fight.
  const running = useRef(false);
  const settled = { onSettled: () => (running.current = false) };
  const { play } = playback;

  const show = useCallback(
    async (fight: ReplayFight) => {
      const mine = ++seq.current;
      setReplay({ seq: mine, fight, shown: [], done: false });
      const update = (change: (r: ShownReplay) => ShownReplay) =>
        setReplay((r) => (r?.seq === mine ? change(r) : r));
      const rest = await play(
        fight.lines.map((line) => [line]),
        (lines) => update((r) => ({ ...r, shown: [...r.shown, ...lines] })),
      );
      update((r) => ({ ...r, shown: [...r.shown, ...rest.flat()], done: true }));
    },
    [play],
  );

  const challenge = useMutation({
    mutationFn: (opponent: ArenaOpponent) => challengeOpponent(userId, opponent._id),
    onSuccess: async (res) => {
      await show(challengeReplay(res));
      queryClient.setQueryData<ArenaResponse>(
        queryKeys.arena,
        (arena) => arena && { ...arena, rating: res.rating, attacks_left: res.attacks_left },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.arena, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.arenaLeaderboard });
    },
  });

  const watch = useMutation({
    mutationFn: (entry: ArenaLogEntry) =>
      queryClient.fetchQuery(arenaFightQueryOptions(userId, entry._id)),
    onSuccess: (fight, entry) => show(watchedReplay(fight, entry)),
  });

  return {
    replay,
    playing: playback.playing,
    skip: playback.skip,
    /** A challenge or a replay is under way: no other may start. */
    busy: challenge.isPending || watch.isPending,
    challenge: (opponent: ArenaOpponent) => {
      if (running.current) return;
      running.current = true;
      watch.reset();
      challenge.mutate(opponent, settled);
    },
    watch: (entry: ArenaLogEntry) => {
      if (running.current) return;
      running.current = true;
      challenge.reset();
      watch.mutate(entry, settled);
    },
    /** The opponent whose challenge is on its way. */
    challenging: challenge.isPending ? challenge.variables._id : null,
    /** The fight being loaded to watch. */
    loading: watch.isPending ? watch.variables._id : null,
    challengeError: challenge.isError ? errorMessage(challenge.error, CHALLENGE_ERROR) : null,
    watchError: watch.isError ? errorMessage(watch.error, FIGHT_LOAD_ERROR) : null,
  };
}
