import { describe, expect, it } from 'vitest';
import { contentViewCache } from './content-view-cache';
import { skillViews } from './skill-view';
import { wornSlots } from './hero-view';
import { NO_UPGRADES } from '@demonbane/game/slot-upgrades';

describe('a content view cache', () => {
  it('builds each key once and hands out the same view', () => {
    let builds = 0;
    const view = contentViewCache((key: string) => ({ key, n: ++builds }));
    expect(view('a')).toBe(view('a'));
    expect(view('b')).toEqual({ key: 'b', n: 2 });
    expect(builds).toBe(2);
  });

  it('freezes the whole view: a caller changing it throws, for everyone', () => {
    const [skill] = skillViews('warrior');
    expect(() => {
      (skill as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    const [weapon] = wornSlots(
      { weapon: { itemId: 'hellforged-blade', rarity: 'Rare' }, armor: null, acc: null },
      NO_UPGRADES,
    );
    expect(() => weapon!.affixes.push({ kind: 'crit', value: 1, text: 'x' })).toThrow(TypeError);
    expect(() => {
      weapon!.stats.atk = 999;
    }).toThrow(TypeError);
  });
});
