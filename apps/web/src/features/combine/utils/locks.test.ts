import { describe, expect, it } from 'vitest';
import { isLocked, stackKey, toggleLock, toggleSelection } from './locks';

describe('combine locks', () => {
  it('keys a stack as rarity:item_id', () => {
    expect(stackKey({ item_rarity: 'Rare', item_id: 'bone-plate' })).toBe('Rare:bone-plate');
  });

  it('locks, then unlocks, keeping the other locks', () => {
    const once = toggleLock(['Epic:cinder-axe'], 'Rare:bone-plate');
    expect(once).toEqual(['Epic:cinder-axe', 'Rare:bone-plate']);
    expect(isLocked(once, 'Rare:bone-plate')).toBe(true);
    const twice = toggleLock(once, 'Rare:bone-plate');
    expect(twice).toEqual(['Epic:cinder-axe']);
    expect(isLocked(twice, 'Rare:bone-plate')).toBe(false);
  });

  it('tells stacks of one piece at different rarities apart', () => {
    const locked = toggleLock([], 'Common:cinder-axe');
    expect(isLocked(locked, 'Uncommon:cinder-axe')).toBe(false);
  });

  it('selects with a toggle: the same stack again deselects', () => {
    expect(toggleSelection(null, 'Common:cinder-axe')).toBe('Common:cinder-axe');
    expect(toggleSelection('Common:cinder-axe', 'Common:cinder-axe')).toBeNull();
    expect(toggleSelection('Common:cinder-axe', 'Rare:bone-plate')).toBe('Rare:bone-plate');
  });
});
