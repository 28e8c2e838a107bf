import { attackResponse, type AttackResponse } from '@demonbane/shared/battle-schemas';

/**
 * A fight the server has already finished while the screen still plays it back (an
 * auto-battle's rounds, the final blow). Kept for this tab, so a reload mid-playback
 * shows the result instead of asking the server for a fight that is gone.
 */
export interface FinishedBattle<V> {
  answer: AttackResponse;
  /** The fight as shown before the answer (the hunt names its floor from it). */
  view: V;
}

function key(page: string, userId: string): string {
  return `demonbane:finished-battle:${page}:${userId}`;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** An answer that ends the fight (won or lost): it carries no monster. */
export function isFinished(answer: AttackResponse): boolean {
  return !('monster' in answer);
}

export function keepFinished<V>(page: string, userId: string, battle: FinishedBattle<V>) {
  try {
    tabStorage()?.setItem(key(page, userId), JSON.stringify(battle));
  } catch {
    // Storage full or refused: the fight still plays; only a reload would lose it.
  }
}

export function forgetFinished(page: string, userId: string) {
  tabStorage()?.removeItem(key(page, userId));
}

/** The finished fight kept for this player and page, if any; an unreadable copy is none. */
export function readFinished<V>(page: string, userId: string): FinishedBattle<V> | null {
  const text = tabStorage()?.getItem(key(page, userId));
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { answer?: unknown; view?: unknown };
    const answer = attackResponse.safeParse(stored.answer);
    if (!answer.success || !isFinished(answer.data)) return null;
    if (typeof stored.view !== 'object' || stored.view === null) return null;
    return { answer: answer.data, view: stored.view as V };
  } catch {
    return null;
  }
}
