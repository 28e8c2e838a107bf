import type { HuntResponse } from '@demonbane/shared/hunt-schemas';

export type HuntRedirect = '/hunt-battle' | '/hunt-error' | null;

/**
 * Spec §4: with a current floor and its monster, the fight goes on at /hunt-battle; a
 * floor without a monster (just won) waits at /hunt-error; otherwise stay and choose.
 */
export function huntRedirect(hunt: Pick<HuntResponse, 'current_floor' | 'monster'>): HuntRedirect {
  if (hunt.current_floor === null) return null;
  return hunt.monster !== null ? '/hunt-battle' : '/hunt-error';
}
