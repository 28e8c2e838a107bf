import { describe, expect, it } from 'vitest';
import {
  dailyQuests,
  mapForLevel,
  QUESTS,
  QUESTS_PER_DAY,
  questProgress,
  questText,
  streakReward,
} from './quests';

const HERO = '6f1c2e9a-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

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
    const wilds = {
      questId: 'wilds-hunter',
      mapId: 2,
      goal: 8,
      reward: { gold: 1, souls: 1 },
    } as const;
    expect(questProgress(wilds, { kind: 'explore-win', mapId: 2, boss: false })).toBe(1);
    expect(questProgress(wilds, { kind: 'explore-win', mapId: 3, boss: false })).toBe(0);
    expect(questProgress(wilds, { kind: 'hunt-win', boss: false })).toBe(0);
    const boss = { ...wilds, questId: 'boss-breaker', mapId: null } as const;
    expect(questProgress(boss, { kind: 'hunt-win', boss: false })).toBe(0);
    expect(questProgress(boss, { kind: 'hunt-win', boss: true })).toBe(1);
    expect(questProgress(boss, { kind: 'explore-win', mapId: 1, boss: true })).toBe(1);
    const gambler = { ...wilds, questId: 'gambler', mapId: null } as const;
    expect(questProgress(gambler, { kind: 'draw', amount: 11 })).toBe(11);
    const smith = { ...wilds, questId: 'smith', mapId: null } as const;
    expect(questProgress(smith, { kind: 'combine' })).toBe(1);
    expect(questProgress(smith, { kind: 'forge' })).toBe(1);
    expect(questProgress(smith, { kind: 'list' })).toBe(0);
  });

  it('raise the reward by 10% a day of streak, up to double', () => {
    expect(streakReward({ gold: 1000, souls: 1 }, 0)).toEqual({ gold: 1000, souls: 1 });
    expect(streakReward({ gold: 1000, souls: 2 }, 3)).toEqual({ gold: 1300, souls: 3 });
    expect(streakReward({ gold: 1000, souls: 2 }, 40)).toEqual({ gold: 2000, souls: 4 });
  });

  it('read with their map and goal filled in', () => {
    expect(questText('wilds-hunter', 'Ashen Hills')).toEqual({
      title: 'Hunter of Ashen Hills',
      description: 'Win 8 fights in Ashen Hills.',
    });
  });
});
