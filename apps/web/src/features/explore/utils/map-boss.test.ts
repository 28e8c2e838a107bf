import { describe, expect, it } from 'vitest';
import { mapBoss } from './map-boss';

describe('mapBoss', () => {
  it('finds the boss guarding a map’s last area, with its level', () => {
    expect(mapBoss(1)).toEqual({ area: 3, level: 5 });
  });

  it('is null for a map the game does not know', () => {
    expect(mapBoss(999)).toBeNull();
  });
});
