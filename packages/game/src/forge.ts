import { piecesInBand, type EquipmentItem } from './equipment';
import type { EquipmentType } from './equipment-slot';
import type { MaterialId } from './items';
import { RARITIES, type Rarity } from './rarity';
import type { Rng } from './rng';

/**
 * The forge turns exactly 3 materials into one equipment piece. Published recipe
 * (docs/game-rules.md and the forge page read this same data):
 * - the piece's type follows the majority of basic materials (Iron Ore → weapon,
 *   Demon Hide → armor, Ember Shard → accessory); without a majority it is drawn
 *   evenly among the types present;
 * - Star Metal is a catalyst: it casts no vote but raises the rarity odds;
 * - a tier core (Drowned Ingot, Thornheart, Obsidian Shard) casts no vote either:
 *   it makes the piece one of its tier (levels 20, 30, 40); the highest core wins,
 *   and without one the piece is of the first tier (level 1);
 * - the forging time is the sum of the materials' times.
 */
export const FORGE_SLOTS = 3;

export interface MaterialFields {
  /** The piece type this material votes for; null for a catalyst or a core. */
  type: EquipmentType | null;
  minutes: number;
  /** A tier core: the level of the pieces it makes. */
  tier?: number;
}

/** Every forge material of items.ts, and nothing else, has its vote and time here. */
const MATERIAL_TABLE = {
  'iron-ore': { type: 'weapon', minutes: 2 },
  'demon-hide': { type: 'armor', minutes: 3 },
  'ember-shard': { type: 'acc', minutes: 4 },
  'star-metal': { type: null, minutes: 10 },
  'drowned-ingot': { type: null, minutes: 15, tier: 20 },
  thornheart: { type: null, minutes: 20, tier: 30 },
  'obsidian-shard': { type: null, minutes: 30, tier: 40 },
} as const satisfies Record<MaterialId, MaterialFields>;

export interface MaterialDef extends MaterialFields {
  itemId: MaterialId;
}

export const MATERIALS: readonly MaterialDef[] = (Object.keys(MATERIAL_TABLE) as MaterialId[]).map(
  (itemId) => ({ itemId, ...MATERIAL_TABLE[itemId] }),
);
const MATERIALS_BY_ID = Object.fromEntries(MATERIALS.map((m) => [m.itemId, m])) as Record<
  MaterialId,
  MaterialDef
>;

/** Rarity odds in percent by the number of Star Metal used (0–3). Each row sums to 100. */
export const FORGE_RARITY_ODDS: readonly Record<Rarity, number>[] = [
  { Common: 60, Uncommon: 28, Rare: 10, Epic: 2, Legendary: 0 },
  { Common: 30, Uncommon: 40, Rare: 22, Epic: 7, Legendary: 1 },
  { Common: 10, Uncommon: 35, Rare: 35, Epic: 16, Legendary: 4 },
  { Common: 0, Uncommon: 20, Rare: 40, Epic: 30, Legendary: 10 },
];

/** The forge data of a known material. */
export function materialById(itemId: MaterialId): MaterialDef {
  return MATERIALS_BY_ID[itemId];
}

export function isMaterialId(itemId: string): itemId is MaterialId {
  return Object.hasOwn(MATERIALS_BY_ID, itemId);
}

/** A material by an item id read from outside (a request body); undefined for anything else. */
export function findMaterial(itemId: string): MaterialDef | undefined {
  return isMaterialId(itemId) ? MATERIALS_BY_ID[itemId] : undefined;
}

export type ForgePlanResult =
  | {
      ok: true;
      /** The materials, as checked ids. */
      materialIds: MaterialId[];
      types: EquipmentType[];
      starMetal: number;
      /** The level of the piece made: the highest tier core's, else 1. */
      level: number;
      minutes: number;
      odds: Record<Rarity, number>;
    }
  | { ok: false; reason: 'count' | 'not_material' };

/** What a set of materials will make: the possible types, the odds and the time. */
export function planForge(materialIds: readonly string[]): ForgePlanResult {
  if (materialIds.length !== FORGE_SLOTS) return { ok: false, reason: 'count' };
  if (!materialIds.every(isMaterialId)) return { ok: false, reason: 'not_material' };
  const materials = materialIds.map(materialById);
  const votes = new Map<EquipmentType, number>();
  for (const m of materials) if (m.type) votes.set(m.type, (votes.get(m.type) ?? 0) + 1);
  const top = Math.max(0, ...votes.values());
  let types = [...votes.entries()].filter(([, n]) => n === top && n > 0).map(([t]) => t);
  // Three Star Metal vote for nothing: any type may come out.
  if (types.length === 0) types = ['weapon', 'armor', 'acc'];
  const starMetal = materials.filter((m) => m.type === null && m.tier === undefined).length;
  const level = Math.max(1, ...materials.map((m) => m.tier ?? 1));
  return {
    ok: true,
    materialIds: [...materialIds],
    types,
    starMetal,
    level,
    minutes: materials.reduce((sum, m) => sum + m.minutes, 0),
    odds: FORGE_RARITY_ODDS[starMetal]!,
  };
}

/** Draws a rarity from an odds table (percent, summing to 100). */
export function drawRarity(odds: Record<Rarity, number>, rng: Rng): Rarity {
  let roll = rng.int(1, 100);
  for (const rarity of RARITIES) {
    roll -= odds[rarity];
    if (roll <= 0) return rarity;
  }
  return 'Common';
}

/** Rolls the forged piece: a type among the plan's, a piece of that type, a rarity. */
export function rollForge(
  plan: Extract<ForgePlanResult, { ok: true }>,
  rng: Rng,
): { item: EquipmentItem; rarity: Rarity } {
  const type = plan.types[rng.int(0, plan.types.length - 1)]!;
  const pieces = piecesInBand(plan.level, plan.level).filter((e) => e.type === type);
  const item = pieces[rng.int(0, pieces.length - 1)]!;
  return { item, rarity: drawRarity(plan.odds, rng) };
}

/** Spec §3 remaining_time, from a stored ready time (plus nothing: the client adds its 3 s margin). */
export function remainingTime(
  readyAt: Date,
  now: Date,
): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil((readyAt.getTime() - now.getTime()) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
