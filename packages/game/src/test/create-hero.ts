import type { HeroState } from '../hero-sheet';

/** Fixture builder: a level-1 Warrior at full health unless told otherwise. */
export function createHero(overrides: Partial<HeroState> = {}): HeroState {
  return { jobId: 'warrior', level: 1, xp: 0, hp: 10_000, ...overrides };
}
