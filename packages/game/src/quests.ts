import { previousDay, utcDay } from './calendar';
import { keyedLookups } from './content-table';
import { BOXES } from './gacha';
import { mapById, MAPS, type MapId } from './maps';
import { createRng, type Seed } from './rng';

/**
 * Daily quests as data. Every hero gets three a day, drawn from this pool by a hash
 * of the hero and the UTC day (the same three all day, whoever asks); the actions
 * themselves count progress on the server. Rewards scale with the hero's level when
 * the day's quests are first made. See docs/game-rules.md (Daily quests).
 */

/**
 * What an action tells the quests: counted where the action happens, in its transaction.
 * A fight carries the level of the monster beaten, a draw the top level of its box's gear.
 */
export type QuestEvent =
  | { kind: 'explore-win'; mapId: MapId; boss: boolean; monsterLevel: number }
  | { kind: 'hunt-win'; boss: boolean; monsterLevel: number }
  | { kind: 'forge' }
  | { kind: 'combine' }
  | { kind: 'draw'; amount: number; gearLevel: number };

/**
 * A fight counts only against a monster at most this many levels below the hero's level
 * when the day's quests were made (at most the strongest regular monster of the hero's
 * map, so the wilds can always finish it): at level 45 a level-42 monster, never an Imp.
 */
export const FIGHT_LEVEL_MARGIN = 3;
/**
 * A draw counts only from a box whose gear reaches at most this many levels below the
 * hero (its top level): the level-1 boxes until level 21, the Drowned Strongbox
 * (20–30) until 50, the Throne Reliquary (40) always.
 */
export const BOX_LEVEL_MARGIN = 20;
/** A market listing counts once it has sold or stayed up this long (10 minutes). */
export const LISTING_MIN_MS = 10 * 60_000;

export interface QuestFields {
  /**
   * Title and description; `{map}` is the quest's map, `{goal}` its goal, `{fight}` the
   * lowest monster level that counts, `{boxes}` the boxes that count.
   */
  title: string;
  description: string;
  goal: number;
  /** Whether the quest is tied to one map (the highest the hero is ready for). */
  perMap: boolean;
  /**
   * The events that advance it (by their amount, else 1); only bosses when `bossOnly`.
   * None for the market quest: its progress is read from the hero's listings
   * (`listingCounts`), because a listing counts only once it has sold or stayed up.
   */
  on: readonly QuestEvent['kind'][];
  bossOnly?: true;
  /** Counted from the hero's bazaar listings of the day (`listingCounts`), not from events. */
  fromListings?: true;
  /** Gold at level 1 and per level, and souls. */
  reward: { gold: number; goldPerLevel: number; souls: number };
}

const TABLE = {
  'wilds-hunter': {
    title: 'Hunter of {map}',
    description: 'Win {goal} fights in {map} against monsters of level {fight} or higher.',
    goal: 8,
    perMap: true,
    on: ['explore-win'],
    reward: { gold: 150, goldPerLevel: 40, souls: 1 },
  },
  'tower-climber': {
    title: 'Tower climber',
    description:
      'Win {goal} fights in the hunting tower against monsters of level {fight} or higher (from floor {fight}).',
    goal: 3,
    perMap: false,
    on: ['hunt-win'],
    reward: { gold: 150, goldPerLevel: 40, souls: 1 },
  },
  slayer: {
    title: 'Slayer',
    description:
      'Win {goal} fights against monsters of level {fight} or higher, in the wilds or the tower.',
    goal: 15,
    perMap: false,
    on: ['explore-win', 'hunt-win'],
    reward: { gold: 200, goldPerLevel: 50, souls: 1 },
  },
  'boss-breaker': {
    title: 'Boss breaker',
    description: 'Defeat a boss of level {fight} or higher: a map’s guardian or a tower boss.',
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
    description:
      'Put a piece up for sale on the bazaar today: it counts once it sells or has stayed up 10 minutes.',
    goal: 1,
    perMap: false,
    on: [],
    fromListings: true,
    reward: { gold: 100, goldPerLevel: 30, souls: 1 },
  },
  gambler: {
    title: 'Tempt fate',
    description: 'Draw {goal} pieces from {boxes}.',
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
  /** The hero's level when the day's quests were made: what counts is measured from it. */
  level: number;
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
    level,
    goal: q.goal,
    reward: { gold: q.reward.gold + q.reward.goldPerLevel * (level - 1), souls: q.reward.souls },
  }));
}

/** The highest level a regular monster of a map can have. */
function topMonsterLevel(mapId: MapId): number {
  return Math.max(...mapById(mapId).areas.flatMap((a) => a.monsters.map((m) => m.maxLevel)));
}

/**
 * The lowest monster level whose defeat counts for a hero of `level`: `level` − 3, but
 * no higher than the strongest regular monster of the hero's map (46 in the Obsidian
 * Throne, which caps it at levels 49 and 50).
 */
export function fightLevelFor(level: number): number {
  const top = topMonsterLevel(mapForLevel(level));
  return Math.max(1, Math.min(level - FIGHT_LEVEL_MARGIN, top));
}

/** Whether a box whose gear tops out at `gearLevel` counts for a hero of `level`. */
export function boxCounts(gearLevel: number, level: number): boolean {
  return gearLevel >= level - BOX_LEVEL_MARGIN;
}

/** Whether a quest of this kind hears events of this kind at all (before any level check). */
export function questHears(questId: QuestId, kind: QuestEvent['kind']): boolean {
  return (questById(questId).on as readonly string[]).includes(kind);
}

/**
 * How far an event advances one of the day's quests: its amount (draws) or 1, for a
 * quest it counts towards — a per-map quest only in its map, a boss quest only a
 * boss, a fight only against a monster of `fightLevelFor` the quest's level or
 * higher, a draw only from a box that `boxCounts` for it.
 */
export function questProgress(quest: DailyQuest, event: QuestEvent): number {
  const def = questById(quest.questId);
  if (!questHears(quest.questId, event.kind)) return 0;
  if (def.perMap && (event.kind !== 'explore-win' || event.mapId !== quest.mapId)) return 0;
  if ('bossOnly' in def && !('boss' in event && event.boss)) return 0;
  if ('monsterLevel' in event && event.monsterLevel < fightLevelFor(quest.level)) return 0;
  if (event.kind === 'draw') return boxCounts(event.gearLevel, quest.level) ? event.amount : 0;
  return 1;
}

/** One of the hero's bazaar listings, as stored. */
export interface ListingTimes {
  createdAt: Date;
  expiresAt: Date;
  /** When it sold, was cancelled or expired; null while it is up. */
  closedAt: Date | null;
  status: string;
}

/**
 * Whether a listing counts for the market quest of `day` at `now`: made that UTC day,
 * and sold, or up for `LISTING_MIN_MS` (until it closed, expired, or now). Listing
 * and cancelling at once never counts; nothing but the stored times decides.
 */
export function listingCounts(listing: ListingTimes, day: string, now: Date): boolean {
  if (utcDay(listing.createdAt) !== day) return false;
  if (listing.status === 'sold') return true;
  const end = Math.min(
    (listing.closedAt ?? now).getTime(),
    listing.expiresAt.getTime(),
    now.getTime(),
  );
  return end - listing.createdAt.getTime() >= LISTING_MIN_MS;
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

/** The boxes whose draws count for a hero of `level`, as a phrase ("any" when all do). */
function boxesFor(level: number): string {
  const names = BOXES.filter((b) => boxCounts(b.levels[1], level)).map((b) => `the ${b.name}`);
  if (names.length === BOXES.length) return 'any gacha box';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
}

/** How a quest reads, its map's name and the levels that count filled in. */
export function questText(questId: QuestId, mapName: string | null, level: number) {
  const q = questById(questId);
  const fill = (s: string) =>
    s
      .replaceAll('{map}', mapName ?? '')
      .replaceAll('{goal}', String(q.goal))
      .replaceAll('{fight}', String(fightLevelFor(level)))
      .replaceAll('{boxes}', boxesFor(level));
  return { title: fill(q.title), description: fill(q.description) };
}
