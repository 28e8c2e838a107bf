import { describe, expect, it } from 'vitest';
import { BOXES } from './gacha';
import {
  BOX_LEVEL_MARGIN,
  boxCounts,
  dailyQuests,
  FIGHT_LEVEL_MARGIN,
  fightLevelFor,
  listingCounts,
  mapForLevel,
  QUESTS,
  QUESTS_PER_DAY,
  questProgress,
  questById,
  questText,
  streakReward,
  type DailyQuest,
  type QuestId,
} from './quests';
import { mapById, type MapId } from './maps';
import { LEVEL_CAP } from './jobs';

const HERO = '6f1c2e9a-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

/** A quest of `questId` made at `level` (in `mapId` for the wilds quest). */
const questAt = (questId: QuestId, level: number, mapId: MapId | null = null): DailyQuest => ({
  questId,
  mapId,
  level,
  goal: questById(questId).goal,
  reward: { gold: 1, souls: 1 },
});

describe('daily quests', () => {
  it('are three different ones, the same all day, and change from day to day', () => {
    const today = dailyQuests(HERO, '2026-11-25', 12);
    expect(today).toHaveLength(QUESTS_PER_DAY);
    expect(new Set(today.map((q) => q.questId)).size).toBe(QUESTS_PER_DAY);
    expect(dailyQuests(HERO, '2026-11-25', 12)).toEqual(today);
    const days = Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const sets = new Set(
      days.map((d) =>
        dailyQuests(HERO, d, 12)
          .map((q) => q.questId)
          .join(),
      ),
    );
    expect(sets.size).toBeGreaterThan(3);
  });

  it('draw every quest of the pool over enough heroes and days', () => {
    const seen = new Set<string>();
    for (let d = 1; d <= 28; d++)
      for (const q of dailyQuests(HERO, `2026-02-${String(d).padStart(2, '0')}`, 5))
        seen.add(q.questId);
    expect([...seen].sort()).toEqual(QUESTS.map((q) => q.id).sort());
  });

  it('tie the wilds quest to the highest map the hero is ready for, and pay by level', () => {
    expect(mapForLevel(1)).toBe(1);
    expect(mapForLevel(12)).toBe(3);
    expect(mapForLevel(50)).toBe(6);
    const low = QUESTS.find((q) => q.id === 'wilds-hunter')!;
    expect(low.perMap).toBe(true);
    for (let d = 1; d <= 28; d++) {
      const q = dailyQuests(HERO, `2026-03-${String(d).padStart(2, '0')}`, 20).find(
        (x) => x.questId === 'wilds-hunter',
      );
      if (q) {
        expect(q.mapId).toBe(4);
        expect(q.reward.gold).toBe(150 + 40 * 19);
        return;
      }
    }
    throw new Error('the wilds quest never came up in a month');
  });

  it('count only the events they are about', () => {
    const wilds = questAt('wilds-hunter', 5, 2);
    const win = { kind: 'explore-win', boss: false, monsterLevel: 5 } as const;
    expect(questProgress(wilds, { ...win, mapId: 2 })).toBe(1);
    expect(questProgress(wilds, { ...win, mapId: 3 })).toBe(0);
    expect(questProgress(wilds, { kind: 'hunt-win', boss: false, monsterLevel: 5 })).toBe(0);
    const boss = questAt('boss-breaker', 5);
    expect(questProgress(boss, { kind: 'hunt-win', boss: false, monsterLevel: 5 })).toBe(0);
    expect(questProgress(boss, { kind: 'hunt-win', boss: true, monsterLevel: 5 })).toBe(1);
    expect(questProgress(boss, { ...win, mapId: 1, boss: true })).toBe(1);
    expect(questProgress(questAt('gambler', 5), { kind: 'draw', amount: 11, gearLevel: 1 })).toBe(
      11,
    );
    const smith = questAt('smith', 5);
    expect(questProgress(smith, { kind: 'combine' })).toBe(1);
    expect(questProgress(smith, { kind: 'forge' })).toBe(1);
    expect(questProgress(smith, { kind: 'draw', amount: 1, gearLevel: 1 })).toBe(0);
    // The market quest hears no event: it is counted from the day's listings.
    expect(QUESTS.find((q) => q.id === 'merchant')!.on).toEqual([]);
  });

  it('count fights only against monsters at most 3 levels below the hero (capped)', () => {
    expect(FIGHT_LEVEL_MARGIN).toBe(3);
    expect(fightLevelFor(45)).toBe(42);
    expect(fightLevelFor(2)).toBe(1);
    // Capped by the Obsidian Throne's strongest regular monsters (46): the wilds quest stays possible.
    expect(fightLevelFor(49)).toBe(46);
    expect(fightLevelFor(50)).toBe(46);
    const slayer = questAt('slayer', 50);
    // Imps in the Ashen Hills at level 50 count nothing; the Throne's own monsters do.
    expect(
      questProgress(slayer, { kind: 'explore-win', mapId: 1, boss: false, monsterLevel: 2 }),
    ).toBe(0);
    expect(
      questProgress(slayer, { kind: 'explore-win', mapId: 6, boss: false, monsterLevel: 45 }),
    ).toBe(0);
    expect(
      questProgress(slayer, { kind: 'explore-win', mapId: 6, boss: false, monsterLevel: 46 }),
    ).toBe(1);
    expect(questProgress(slayer, { kind: 'hunt-win', boss: false, monsterLevel: 52 })).toBe(1);
    // The floor-5 boss (level 7) at level 50 is no boss of the hero's tier; floor 45's (47) is.
    const boss = questAt('boss-breaker', 50);
    expect(questProgress(boss, { kind: 'hunt-win', boss: true, monsterLevel: 42 })).toBe(0);
    expect(questProgress(boss, { kind: 'hunt-win', boss: true, monsterLevel: 7 })).toBe(0);
    expect(questProgress(boss, { kind: 'hunt-win', boss: true, monsterLevel: 47 })).toBe(1);
    expect(
      questProgress(boss, { kind: 'explore-win', mapId: 6, boss: true, monsterLevel: 48 }),
    ).toBe(1);
  });

  it('leave every level a wilds quest it can finish: its map holds monsters of the level that counts', () => {
    for (let level = 1; level <= LEVEL_CAP; level++) {
      const map = mapById(mapForLevel(level));
      const top = Math.max(...map.areas.flatMap((a) => a.monsters.map((m) => m.maxLevel)));
      expect(top, `level ${level}`).toBeGreaterThanOrEqual(fightLevelFor(level));
    }
  });

  it('count draws only from a box whose gear reaches 20 levels below the hero', () => {
    expect(BOX_LEVEL_MARGIN).toBe(20);
    const gambler = questAt('gambler', 50);
    const [coffer, reliquary, satchel, strongbox, throne] = BOXES.map((b) => b.levels[1]);
    for (const cheap of [coffer!, reliquary!, satchel!])
      expect(questProgress(gambler, { kind: 'draw', amount: 11, gearLevel: cheap })).toBe(0);
    expect(questProgress(gambler, { kind: 'draw', amount: 1, gearLevel: strongbox! })).toBe(1);
    expect(questProgress(gambler, { kind: 'draw', amount: 1, gearLevel: throne! })).toBe(1);
    expect(boxCounts(1, 21)).toBe(true);
    expect(boxCounts(1, 22)).toBe(false);
  });

  it('count a listing made that day once it sold or stayed up 10 minutes', () => {
    const made = new Date('2026-11-25T10:00:00Z');
    const expiresAt = new Date('2026-11-27T10:00:00Z');
    const day = '2026-11-25';
    const at = (min: number) => new Date(made.getTime() + min * 60_000);
    const up = { createdAt: made, expiresAt, closedAt: null, status: 'active' };
    expect(listingCounts(up, day, at(9.99))).toBe(false);
    expect(listingCounts(up, day, at(10))).toBe(true);
    // Listed and cancelled at once: never, however long after.
    const cancelled = { ...up, closedAt: at(1), status: 'cancelled' };
    expect(listingCounts(cancelled, day, at(600))).toBe(false);
    expect(listingCounts({ ...cancelled, closedAt: at(10) }, day, at(600))).toBe(true);
    // Sold at once counts; a listing of another day does not.
    expect(listingCounts({ ...up, closedAt: at(1), status: 'sold' }, day, at(1))).toBe(true);
    expect(listingCounts(up, '2026-11-26', at(60 * 24))).toBe(false);
  });

  it('raise the reward by 10% a day of streak, up to double', () => {
    expect(streakReward({ gold: 1000, souls: 1 }, 0)).toEqual({ gold: 1000, souls: 1 });
    expect(streakReward({ gold: 1000, souls: 2 }, 3)).toEqual({ gold: 1300, souls: 3 });
    expect(streakReward({ gold: 1000, souls: 2 }, 40)).toEqual({ gold: 2000, souls: 4 });
  });

  it('read with their map, goal and the levels that count filled in', () => {
    expect(questText('wilds-hunter', 'Ashen Hills', 50)).toEqual({
      title: 'Hunter of Ashen Hills',
      description: 'Win 8 fights in Ashen Hills against monsters of level 46 or higher.',
    });
    expect(questText('gambler', null, 50).description).toBe(
      'Draw 3 pieces from the Drowned Strongbox, the Throne Reliquary or the Sovereign Casket.',
    );
    expect(questText('gambler', null, 21).description).toBe('Draw 3 pieces from any gacha box.');
    expect(questText('tower-climber', null, 50).description).toBe(
      'Win 3 fights in the hunting tower against monsters of level 46 or higher (from floor 46).',
    );
    expect(questText('merchant', null, 50).description).toContain(
      'it counts once it sells or has stayed up 10 minutes',
    );
  });
});
