import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  LOST_MESSAGE,
  type AttackResponse,
  type AutoBattleBody,
  type AutoBattleResponse,
} from '@demonbane/shared/battle-schemas';
import { errorMessage } from '@/lib/error-message';
import { mergeLog } from '@/lib/merge-log';
import { queryKeys } from '@/lib/query-keys';
import { POTION_ERROR, useConsumeItem } from '@/lib/use-item';
import { forgetFinished, isFinished, keepFinished, readFinished } from './finished-battle';
import { useRoundPlayback } from './use-round-playback';

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

/** An answer that keeps the fight going: these fields replace the view's. */
export type BattleUpdate<V> = Partial<V> & Pick<BattleFields, 'battleLog'>;

/** How an auto-battle stops: below a share of max HP, drinking potions first or not. */
export type AutoBattleChoice = Omit<AutoBattleBody, 'userId'>;

export const AUTO_BATTLE_ERROR = 'Auto-battle failed.';

export interface BattleSource<V extends BattleFields> {
  page: 'explore' | 'hunt';
  userId: string;
  /** Reads the open fight (POST /explore/battle, POST /hunt/initialize). */
  load: (signal: AbortSignal) => Promise<V>;
  /** A failed read: explore shows it or goes back to /explore, hunt goes to /hunt-error. */
  onLoadError: (error: unknown) => void;
  /** One round: a plain attack, or with `skill` one of the hero's skills (its _id). */
  attack: (skill?: string) => Promise<AttackResponse>;
  /** Rounds played by the server until the fight ends or HP falls below the choice. */
  autoBattle: (choice: AutoBattleChoice) => Promise<AutoBattleResponse>;
  /** What a failed attack says when the server gave no reason. */
  attackError: string;
  /**
   * Where an answer leads: null once the screen has gone to the fight's result, else
   * the fields to show as the fight goes on. `view` is the fight as shown before it.
   */
  settle: (answer: AttackResponse, view: V) => BattleUpdate<V> | null;
}

/** One action of the battle bar: its name, what it does, and its fallback error text. */
export interface BattleAction<K extends string> {
  kind: K;
  run: () => Promise<unknown>;
  fallbackError: string;
}

/**
 * What happened last, shown beside the fighters: a round's new lines (or a potion's
 * answer), and how the fight ended when that round ended it. A new id is a new round,
 * even with the same words, so its numbers and flash play again.
 */
export interface BattleRound {
  id: number;
  lines: string[];
  end: 'won' | 'lost' | null;
}

/** How long a fight's final blow stays on screen before its result. */
export const FINAL_BLOW_MS = 700;

/** Words for screen readers; a new id says them again even when the words are the same. */
export interface Announcement {
  id: number;
  text: string;
}

/** What the battle bar and log need from the fight (useBattle answers it). */
export interface BattleBarState {
  /** The request in flight (`attack`, `skill:<id>`, `auto`, `potion`…): every button waits. */
  busy: string | null;
  actionError: string | null;
  /** Whose fight this is: first-time hints are kept per player. */
  userId: string;
  /** The latest round (or potion) to show beside the fighters; null before any. */
  round: BattleRound | null;
  potion: BattleFields['potion'][number] | null;
  log: string[];
  /** Each round's new lines as one message, or an auto-battle's summary. */
  announcement: Announcement | null;
  /** An auto-battle's rounds are being played back. */
  playing: boolean;
  attack: (skill?: string) => void;
  autoBattle: (choice: AutoBattleChoice) => void;
  drink: () => void;
  skip: () => void;
}

/** Said once when an auto-battle's rounds were not played one by one (skipped, reduced motion). */
export function autoBattleSummary(answer: AutoBattleResponse): string {
  const rounds = `${answer.rounds} ${answer.rounds === 1 ? 'round' : 'rounds'}`;
  return [`Auto-battle: ${rounds} fought.`, ...(answer.round_logs.at(-1) ?? []), answer.message]
    .join(' ')
    .trim();
}

/**
 * The explore and hunt battles alike: the fight read from the server (never cached
 * past the screen: a later visit is a new fight), one action at a time with its error
 * or the latest round, the log grown line by line, attacks and skills, an auto-battle
 * played back round by round, and Use Potion (spec §4: it spends the first potion of
 * the list and reloads the battle). A finished fight is kept for the tab until its
 * result is shown, so a reload mid-playback still shows it (the server has no fight
 * left to read).
 */
export function useBattle<V extends BattleFields, K extends string = never>(
  source: BattleSource<V>,
) {
  const { page, userId, load, onLoadError } = source;
  const queryClient = useQueryClient();
  const queryKey = queryKeys.battle(page);
  // Read once: a fight finished before a reload goes straight to its result.
  const [resumed] = useState(() => readFinished<V>(page, userId));
  const battle = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<ShownBattle<V>> => {
      const view = await load(signal);
      const shown = queryClient.getQueryData<ShownBattle<V>>(queryKey);
      return { view, log: mergeLog(shown?.log ?? [], view.battleLog) };
    },
    gcTime: 0,
    enabled: resumed === null,
  });
  const [round, setRound] = useState<BattleRound | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const consume = useConsumeItem(userId);
  const playback = useRoundPlayback();
  const action = useMutation({
    mutationFn: ({ run }: BattleAction<string>) => run(),
  });
  // A ref as well as the mutation's state, so a double click in one tick sends one request.
  const running = useRef(false);

  const settleResumed = useRef(resumed === null ? null : source.settle);
  useEffect(() => {
    const settle = settleResumed.current;
    if (resumed === null || settle === null) return;
    // Once, even where effects run twice: the result is shown a single time.
    settleResumed.current = null;
    forgetFinished(page, userId);
    settle(resumed.answer, resumed.view);
  }, [resumed, page, userId]);

  const loadError = battle.error;
  useEffect(() => {
    if (loadError) onLoadError(loadError);
  }, [loadError, onLoadError]);

  function showRound(lines: readonly string[], end: BattleRound['end'] = null) {
    if (lines.length > 0) setRound((last) => ({ id: (last?.id ?? 0) + 1, lines: [...lines], end }));
  }

  function announce(lines: readonly string[]) {
    const text = lines.join(' ').trim();
    if (text !== '') setAnnouncement((last) => ({ id: (last?.id ?? 0) + 1, text }));
  }

  /** Shows an answer that keeps the fight going, and says its new lines. */
  function show(fields: BattleUpdate<V>) {
    const shown = queryClient.getQueryData<ShownBattle<V>>(queryKey);
    if (shown === undefined) return;
    const log = mergeLog(shown.log, fields.battleLog);
    queryClient.setQueryData<ShownBattle<V>>(queryKey, { view: { ...shown.view, ...fields }, log });
    const lines = log.slice(shown.log.length);
    showRound(lines);
    announce(lines);
  }

  /** Adds lines an auto-battle played (all new: the server sends only its own rounds). */
  function append(lines: readonly string[]) {
    queryClient.setQueryData<ShownBattle<V>>(
      queryKey,
      (shown) => shown && { ...shown, log: [...shown.log, ...lines] },
    );
  }

  function act(next: BattleAction<K | 'attack' | `skill:${string}` | 'auto' | 'potion'>) {
    if (running.current) return;
    running.current = true;
    action.mutate(next, { onSettled: () => (running.current = false) });
  }

  /** The answer lands: the result screen, or the fight goes on with the new view. */
  function conclude(answer: AttackResponse, view: V) {
    forgetFinished(page, userId);
    const update = source.settle(answer, view);
    if (update) show(update);
  }

  /** A fight's end, kept first, so a reload while it plays still shows the result. */
  function keepIfFinished(answer: AttackResponse, view: V): BattleRound['end'] {
    if (!isFinished(answer)) return null;
    keepFinished(page, userId, { answer, view });
    return 'rewards' in answer ? 'won' : 'lost';
  }

  const view = battle.data?.view;

  function attack(skill?: string) {
    if (view === undefined) return;
    act({
      kind: skill === undefined ? 'attack' : `skill:${skill}`,
      fallbackError: source.attackError,
      run: async () => {
        const answer = await source.attack(skill);
        const end = keepIfFinished(answer, view);
        if (end !== null) {
          // The final blow lands on screen (its numbers, its sound) before the result.
          const shown = queryClient.getQueryData<ShownBattle<V>>(queryKey)?.log ?? [];
          const lines = mergeLog(shown, answer.battleLog).slice(shown.length);
          append(lines);
          showRound(lines, end);
          await playback.hold(FINAL_BLOW_MS);
        }
        conclude(answer, view);
      },
    });
  }

  function autoBattle(choice: AutoBattleChoice) {
    if (view === undefined) return;
    act({
      kind: 'auto',
      fallbackError: AUTO_BATTLE_ERROR,
      run: async () => {
        const answer = await source.autoBattle(choice);
        const end = keepIfFinished(answer, view);
        // Potions drunk between rounds have left the pack.
        if (choice.potions) void queryClient.invalidateQueries({ queryKey: queryKeys.consumables });
        const last = answer.round_logs.length - 1;
        let played = 0;
        const unplayed = await playback.play(answer.round_logs, (lines) => {
          append(lines);
          const final = played++ === last;
          showRound(lines, final ? end : null);
          // The last round says how it ended (won, lost, or why it stopped).
          announce(final ? [...lines, answer.message] : lines);
        });
        if (unplayed.length > 0) {
          append(unplayed.flat());
          showRound(answer.round_logs.at(-1) ?? [], end);
          announce([autoBattleSummary(answer)]);
        }
        // Skipped (or left) means now: the result follows at once.
        if (end !== null && unplayed.length === 0) await playback.hold(FINAL_BLOW_MS);
        conclude(answer, view);
      },
    });
  }

  const potion = view?.potion[0] ?? null;

  function drink() {
    if (potion === null || view === undefined) return;
    act({
      kind: 'potion',
      fallbackError: POTION_ERROR,
      run: async () => {
        const res = await consume.mutateAsync({ itemId: potion.itemId });
        // The potion took the turn: its round reads "You drink … The Imp hits you for …".
        const lines = res.round?.log ?? [res.message];
        if (res.round?.outcome === 'lost') {
          // The monster's blow ended the fight: its result follows, as after an attack.
          const shown = queryClient.getQueryData<ShownBattle<V>>(queryKey)?.log ?? [];
          const answer: AttackResponse = {
            message: LOST_MESSAGE,
            battleLog: [...shown, ...lines],
            user_hp: 0,
            gold_lost: res.round.gold_lost,
            // Empty when the server kept none: the result then offers no replay.
            replay_id: res.round.replay_id ?? '',
          };
          keepIfFinished(answer, view);
          append(lines);
          showRound(lines, 'lost');
          await playback.hold(FINAL_BLOW_MS);
          conclude(answer, view);
          return;
        }
        // Shown beside the fighters rather than above the bar, which must not move.
        showRound(lines);
        announce(lines);
        // A failed reload is a failed load: the screen's own rule (onLoadError) applies.
        await battle.refetch();
      },
    });
  }

  const failed = action.isError ? action.variables : undefined;
  return {
    battle: view,
    /** The last read's failure, kept beside the fight already on screen. */
    loadError,
    log: battle.data?.log ?? [],
    potion,
    busy: action.isPending ? action.variables.kind : null,
    actionError: failed ? errorMessage(action.error, failed.fallbackError) : null,
    userId,
    round,
    announcement,
    playing: playback.playing,
    act,
    attack,
    autoBattle,
    drink,
    skip: playback.skip,
  };
}
