import { describe, expect, it } from 'vitest';
import { huntRedirect } from './hunt-redirect';

const imp = { monster_name: 'Imp', monster_level: 1, boss: false, marks: [] };

describe('huntRedirect (spec §4, from the /hunt answer)', () => {
  it('a current floor with its monster resumes the fight at /hunt-battle', () => {
    expect(huntRedirect({ current_floor: 1, monster: imp })).toBe('/hunt-battle');
  });

  it('a current floor without a monster (just won) waits at /hunt-error', () => {
    expect(huntRedirect({ current_floor: 4, monster: null })).toBe('/hunt-error');
  });

  it('no current floor stays on /hunt to choose one', () => {
    expect(huntRedirect({ current_floor: null, monster: null })).toBeNull();
  });
});
