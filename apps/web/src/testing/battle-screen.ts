import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { LOST_MESSAGE, WON_MESSAGE } from '@demonbane/shared/battle-schemas';
import type { MockReply } from './mock-api';

/** The Attack button of the battle screens (/battle and /hunt-battle). */
export const attackButton = () => screen.getByRole('button', { name: 'Attack' });

/** Waits until the monster's card is shown, then presses Attack once. */
export async function attackOnce(monster: string) {
  await screen.findByRole('heading', { name: monster });
  fireEvent.click(attackButton());
}

/** An override answering only calls to `path`, with `reply`; other paths fall through. */
export function answering<R extends MockReply | Promise<MockReply>>(
  path: string,
  reply: R | (() => R),
) {
  return (called: string): R | undefined =>
    called === path ? (typeof reply === 'function' ? (reply as () => R)() : reply) : undefined;
}

/** How long a test waits for a fight's result: the final blow stays on screen first. */
export const RESULT_WAIT = { timeout: 3000 };

/** Waits until the router is on /battle-result, then checks its query (?result=…). */
export async function expectBattleResult(
  router: { state: { location: { pathname: string; search: string } } },
  search: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/battle-result'), RESULT_WAIT);
  expect(router.state.location.search).toBe(search);
}

/** The battle log's lines, in order. */
export const logLines = () =>
  within(screen.getByRole('log', { name: 'Battle Log' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

/** What the screen last said to screen readers through its live message. */
export const announced = () =>
  document.querySelector('p.sr-only[role="status"]')?.textContent ?? '';

/**
 * Watches the battle log and the live message from now on: every state the log goes
 * through (its lines) and every message said, in order.
 */
export function watchBattle() {
  const log: string[][] = [];
  const said: string[] = [];
  const list = screen.getByRole('log', { name: 'Battle Log' }).querySelector('ol');
  const live = document.querySelector('p.sr-only[role="status"]');
  if (!list || !live) throw new Error('No battle log or live message on screen.');
  new MutationObserver(() => log.push(logLines())).observe(list, { childList: true });
  new MutationObserver(() => {
    if (live.textContent) said.push(live.textContent);
  }).observe(live, { childList: true, subtree: true, characterData: true });
  return { log, said };
}

/** The replay a finished fight's answer names. */
export const FIGHT_REPLAY_ID = '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c10';

/** The rewards of a won fight as the server answers them (no drops, no pieces). */
export const PLAIN_REWARDS = { xp: 40, gold: 12, souls: 0, drops: [], pieces: [] };

/**
 * An auto-battle's answer for `round_logs`: won, lost, or stopped with the fight going
 * on (`ongoing`: the battle view it answers with). `rounds` counts the fight's rounds.
 */
export function autoBattleAnswer(
  round_logs: string[][],
  end: 'won' | 'lost' | { ongoing: object; message: string },
  rounds = round_logs.length,
) {
  const played = { battleLog: round_logs.flat(), rounds, round_logs };
  const ended = { ...played, replay_id: FIGHT_REPLAY_ID };
  if (end === 'won') {
    return {
      message: WON_MESSAGE,
      rewards: PLAIN_REWARDS,
      levelupto: null,
      user_hp: 90,
      ...ended,
    };
  }
  if (end === 'lost') return { message: LOST_MESSAGE, user_hp: 0, gold_lost: 20, ...ended };
  return { ...end.ongoing, message: end.message, ...played };
}
