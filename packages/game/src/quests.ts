import { previousDay } from './calendar';
import { keyedLookups } from './content-table';
import { MAPS, type MapId } from './maps';
import { createRng, type Seed } from './rng';

/**
 * Daily quests as data. Every hero gets three a day, drawn from this pool by a hash
 * of the hero and the UTC day (the same three all day, whoever asks); the actions
 * themselves count progress on the server. Rewards scale with the hero's level when
 * the day's quests are first made. See docs/game-rules.md (Daily quests).
 */

/** What an action tells the quests: counted where the action happens, in its transaction. */
export type QuestEvent =
  | { kind: 'explore-win'; mapId: MapId; boss: boolean }
  | { kind: 'hunt-win'; boss: boolean }
  | { kind: 'forge' }
  | { kind: 'combine' }
  | { kind: 'list' }
  | { kind: 'draw'; amount: number };

export interface QuestFields {
  /** Title and description; `{map}` is the quest's map, `{goal}` its goal. */
  title: string;
  description: string;
  goal: number;
  /** Whether the quest is tied to one map (the highest the hero is ready for). */
  perMap: boolean;
  /** The events that advance it (by their amount, else 1); only bosses when `bossOnly`. */
  on: readonly QuestEvent['kind'][];
  bossOnly?: true;
  /** Gold at level 1 and per level, and souls. */
  reward: { gold: number; goldPerLevel: number; souls: number };
}

const TABLE = {
  'wilds-hunter': {
    title: 'Hunter of {map}',
    description: 'Win {goal} fights in {map}.',
    goal: 8,
    perMap: true,
    on: ['explore-win'],
    reward: { gold: 150, goldPerLevel: 40, souls: 1 },
  },
  'tower-climber': {
    title: 'Tower climber',
    description: 'Win {goal} fights in the hunting tower.',
    goal: 3,
    perMap: false,
    on: ['hunt-win'],
    reward: { gold: 150, goldPerLevel: 40, souls: 1 },
  },
  slayer: {
    title: 'Slayer',
    description: 'Win {goal} fights, in the wilds or the tower.',
    goal: 15,
    perMap: false,
    on: ['explore-win', 'hunt-win'],
    reward: { gold: 200, goldPerLevel: 50, souls: 1 },
  },
  'boss-breaker': {
    title: 'Boss breaker',
    description: 'Defeat a boss: a map’s guardian or a tower boss.',
    goal: 1,
    perMap: false,
    on: ['explore-win', 'hunt-win'],
    bossOnly: true,
    reward: { gold: 200, goldPerLevel: 50, souls: 2 },
  },
  smith: {
    title: 'At the anvil',
    description: 'Start a forging, or combine three copies into one.',
    goal: 1,
    perMap: false,
    on: ['forge', 'combine'],
    reward: { gold: 100, goldPerLevel: 30, souls: 1 },
  },
  merchant: {
    title: 'Market day',
    description: 'Put a piece up for sale on the bazaar.',
    goal: 1,
    perMap: false,
    on: ['list'],
    reward: { gold: 100, goldPerLevel: 30, souls: 1 },
  },
  gambler: {
    title: 'Tempt fate',
    description: 'Draw {goal} pieces from the gacha boxes.',
    goal: 3,
    perMap: false,
    on: ['draw'],
    reward: { gold: 100, goldPerLevel: 30, souls: 1 },
  },
} as const satisfies Record<string, QuestFields>;

export type QuestId = keyof typeof TABLE;
export interface QuestDef extends QuestFields {
  id: QuestId;
}
export const QUESTS: readonly QuestDef[] = (Object.keys(TABLE) as QuestId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const lookups = keyedLookups(
  Object.fromEntries(QUESTS.map((q) => [q.id, q])) as Record<QuestId, QuestDef>,
);
export const questById = lookups.byId;
export const isQuestId = lookups.isId;

/** Quests a hero gets each day. */
export const QUESTS_PER_DAY = 3;
/**
 * Finishing (claiming) all three quests of a day extends the streak; each day of
 * streak adds this share to every reward, up to `STREAK_CAP` days. A missed day
 * starts it again.
 */
export const STREAK_BONUS = 0.1;
export const STREAK_CAP = 10;

/** One of a hero's quests for a day, as made. */
export interface DailyQuest {
  questId: QuestId;
  /** The map of a per-map quest, else null. */
  mapId: MapId | null;
  goal: number;
  /** Before the streak bonus. */
  reward: { gold: number; souls: number };
}

/** A stable 32-bit hash (FNV-1a) of a string: the day's draw is the same on every server. */
function hash(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The highest map a hero of `level` is meant for (its recommended level reached). */
export function mapForLevel(level: number): MapId {
  const ready = MAPS.filter((m) => m.recommendedLevel <= level);
  return (ready.at(-1) ?? MAPS[0]!)._id;
}

/**
 * The three quests of a hero on a UTC day (`YYYY-MM-DD`), at the hero's level when
 * they are first made: three different ones from the pool, drawn by a hash of the
 * hero and the day.
 */
export function dailyQuests(userId: string, day: string, level: number): DailyQuest[] {
  const key = `${userId}|${day}`;
  const seed: Seed = [hash(key, 1), hash(key, 2), hash(key, 3), hash(key, 4)];
  const rng = createRng(seed);
  const pool = [...QUESTS];
  const picked: QuestDef[] = [];
  while (picked.length < QUESTS_PER_DAY && pool.length > 0) {
    picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  }
  return picked.map((q) => ({
    questId: q.id,
    mapId: q.perMap ? mapForLevel(level) : null,
    goal: q.goal,
    reward: { gold: q.reward.gold + q.reward.goldPerLevel * (level - 1), souls: q.reward.souls },
  }));
}

/**
 * How far an event advances one of the day's quests: its amount (draws) or 1, for a
 * quest it counts towards (a per-map quest only in its map, a boss quest only a boss).
 */
export function questProgress(quest: DailyQuest, event: QuestEvent): number {
  const def = questById(quest.questId);
  if (def.perMap && (event.kind !== 'explore-win' || event.mapId !== quest.mapId)) return 0;
  return questCount(quest.questId, event);
}

/**
 * How far an event advances a quest of this kind wherever it happened (the map is the
 * caller's to check): its amount (draws) or 1, a boss quest only for a boss.
 */
export function questCount(questId: QuestId, event: QuestEvent): number {
  const def = questById(questId);
  if (!(def.on as readonly string[]).includes(event.kind)) return 0;
  if ('bossOnly' in def && !('boss' in event && event.boss)) return 0;
  return event.kind === 'draw' ? event.amount : 1;
}

/** A hero's streak as stored: how many days in a row, and the last day it grew. */
export type StoredStreak = { streak: number; lastDay: string } | undefined;

/** The streak days that raise today's rewards: yesterday's streak, or today's before it grew. */
export function streakBonusDays(stored: StoredStreak, today: string): number {
  if (!stored) return 0;
  if (stored.lastDay === previousDay(today)) return stored.streak;
  if (stored.lastDay === today) return stored.streak - 1;
  return 0;
}

/** The streak as a player sees it: broken once a day passes without all three. */
export function shownStreak(stored: StoredStreak, today: string): number {
  return stored && (stored.lastDay === today || stored.lastDay === previousDay(today))
    ? stored.streak
    : 0;
}

/** A quest's reward with the streak bonus of `streak` days. */
export function streakReward(
  reward: { gold: number; souls: number },
  streak: number,
): { gold: number; souls: number } {
  const bonus = 1 + STREAK_BONUS * Math.min(STREAK_CAP, Math.max(0, streak));
  return { gold: Math.round(reward.gold * bonus), souls: Math.round(reward.souls * bonus) };
}

/** How a quest reads, its map's name filled in. */
export function questText(questId: QuestId, mapName: string | null) {
  const q = questById(questId);
  const fill = (s: string) => s.replace('{map}', mapName ?? '').replace('{goal}', String(q.goal));
  return { title: fill(q.title), description: fill(q.description) };
}
