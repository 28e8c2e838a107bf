import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
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

/** Waits until the router is on /battle-result, then checks its query (?result=…). */
export async function expectBattleResult(
  router: { state: { location: { pathname: string; search: string } } },
  search: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/battle-result'));
  expect(router.state.location.search).toBe(search);
}
