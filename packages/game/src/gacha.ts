import type { Currency } from './currency';
import { piecesInBand, type EquipmentItem } from './equipment';
import { RARITIES, type Rarity } from './rarity';
import type { Rng } from './rng';
import { keyedLookups } from './content-table';

/**
 * Gacha boxes as data. The page shows `rarity` from this table and the draw reads
 * the same table. Odds are in basis points (1/100 of a percent) so that draws use
 * integer odds; the page shows them as percentages. `null` means the box held
 * nothing: it is part of the odds but hidden on the page.
 */
export type Outcome = Rarity | null;

export interface BoxFields {
  name: string;
  description: string;
  currency: Currency;
  price: number;
  /** Price of an 11-draw; 10 × price when absent (spec §9). */
  multiPrice?: number;
  /** Odds in basis points per outcome; they sum to 10,000. */
  odds: readonly { outcome: Outcome; bp: number }[];
  /** Draws without an Epic or better after which the next one is Epic or better. */
  pity: number;
  /** The level band of the pieces it holds (never a map boss's unique piece). */
  levels: readonly [number, number];
}

const TABLE = {
  0: {
    name: 'Ashen Coffer',
    description:
      'An iron-bound chest pulled from the ash fields. Mostly honest steel, now and then a relic.',
    currency: 'gold',
    price: 300,
    multiPrice: 3000,
    odds: [
      { outcome: 'Common', bp: 6000 },
      { outcome: 'Uncommon', bp: 2700 },
      { outcome: 'Rare', bp: 1000 },
      { outcome: 'Epic', bp: 250 },
      { outcome: 'Legendary', bp: 50 },
    ],
    pity: 60,
    levels: [1, 1],
  },
  1: {
    name: 'Abyssal Reliquary',
    description: 'A reliquary sealed with souls. Nothing common survives inside it.',
    currency: 'soul',
    price: 10,
    multiPrice: 100,
    odds: [
      { outcome: 'Uncommon', bp: 4500 },
      { outcome: 'Rare', bp: 3500 },
      { outcome: 'Epic', bp: 1500 },
      { outcome: 'Legendary', bp: 500 },
    ],
    pity: 20,
    levels: [1, 1],
  },
  2: {
    name: 'Pilgrim’s Satchel',
    description: 'Left behind by pilgrims who did not make it. Cheap, and sometimes empty.',
    currency: 'gold',
    price: 100,
    odds: [
      { outcome: null, bp: 2500 },
      { outcome: 'Common', bp: 5500 },
      { outcome: 'Uncommon', bp: 1500 },
      { outcome: 'Rare', bp: 450 },
      { outcome: 'Epic', bp: 50 },
    ],
    pity: 100,
    levels: [1, 1],
  },
  3: {
    name: 'Drowned Strongbox',
    description:
      'Hauled up from the Sunken Ossuary, still dripping. Gear for hunters of level 20 and 30.',
    currency: 'gold',
    price: 1500,
    multiPrice: 15000,
    odds: [
      { outcome: 'Common', bp: 5500 },
      { outcome: 'Uncommon', bp: 3000 },
      { outcome: 'Rare', bp: 1150 },
      { outcome: 'Epic', bp: 300 },
      { outcome: 'Legendary', bp: 50 },
    ],
    pity: 60,
    levels: [20, 30],
  },
  4: {
    name: 'Throne Reliquary',
    description: 'Obsidian sealed with souls, from the foot of the Throne. Level-40 gear only.',
    currency: 'soul',
    price: 40,
    multiPrice: 400,
    odds: [
      { outcome: 'Uncommon', bp: 4500 },
      { outcome: 'Rare', bp: 3500 },
      { outcome: 'Epic', bp: 1500 },
      { outcome: 'Legendary', bp: 500 },
    ],
    pity: 20,
    levels: [40, 40],
  },
  5: {
    name: 'Sovereign Casket',
    description:
      'The Throne’s own hoard, for those who stayed at the top. Level-40 gear, Rare or better.',
    currency: 'soul',
    price: 120,
    multiPrice: 1_200,
    odds: [
      { outcome: 'Rare', bp: 5500 },
      { outcome: 'Epic', bp: 3500 },
      { outcome: 'Legendary', bp: 1000 },
    ],
    pity: 10,
    levels: [40, 40],
  },
} as const satisfies Record<number, BoxFields>;

/** A box's index: the pity counters and the draw history name BoxIndex. */
export type BoxIndex = keyof typeof TABLE;

export interface GachaBox extends BoxFields {
  index: BoxIndex;
}

/** The boxes in index order. */
export const BOXES: readonly GachaBox[] = (Object.keys(TABLE).map(Number) as BoxIndex[]).map(
  (index) => ({ index, ...TABLE[index] }),
);
const BY_INDEX = Object.fromEntries(BOXES.map((b) => [b.index, b])) as Record<BoxIndex, GachaBox>;

/** Spec §9: 1 or 11 draws; 11 cost the multi price ("1 Free!"). */
export const DRAW_AMOUNTS = [1, 11] as const;
export type DrawAmount = (typeof DRAW_AMOUNTS)[number];

/** Stated on the page: an 11-draw always holds at least one Rare or better. */
export const MULTI_GUARANTEE: Rarity = 'Rare';

const lookups = keyedLookups(BY_INDEX);
/** The entry of a known id. */
export const boxByIndex = lookups.byId;
export const isBoxIndex = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findBox = lookups.find;

export function drawPrice(box: GachaBox, amount: DrawAmount): number {
  return amount === 1 ? box.price : (box.multiPrice ?? box.price * 10);
}

/** The table as the page shows it: percent per rarity, the 'null' key included (the page hides it). */
export function publishedRates(box: GachaBox): { key: string; percent: number }[] {
  return box.odds.map((o) => ({ key: o.outcome ?? 'null', percent: o.bp / 100 }));
}

const atLeast = (outcome: Outcome, floor: Rarity) =>
  outcome !== null && RARITIES.indexOf(outcome) >= RARITIES.indexOf(floor);

/** One draw from a table of odds (basis points). */
export function drawOutcome(odds: GachaBox['odds'], rng: Rng): Outcome {
  const total = odds.reduce((s, o) => s + o.bp, 0);
  let roll = rng.int(1, total);
  for (const o of odds) {
    roll -= o.bp;
    if (roll <= 0) return o.outcome;
  }
  return odds.at(-1)!.outcome;
}

/** Odds restricted to `floor` or better, for pity and the x11 guarantee. */
function oddsAtLeast(box: GachaBox, floor: Rarity): GachaBox['odds'] {
  const better = box.odds.filter((o) => atLeast(o.outcome, floor) && o.bp > 0);
  if (better.length > 0) return better;
  // A table without that rarity: fall back to the best it has.
  const best = [...box.odds]
    .filter((o) => o.outcome !== null)
    .sort((a, b) => RARITIES.indexOf(b.outcome!) - RARITIES.indexOf(a.outcome!));
  return best.slice(0, 1);
}

/** What a draw of nothing (a `null` outcome) is called and described as. */
export const EMPTY_DRAW = {
  name: 'Handful of Ash',
  description: 'The box held nothing but ash. It happens.',
} as const;

export type DrawSource = 'roll' | 'pity' | 'guarantee';

export interface DrawResult {
  /** What the hero gets. */
  outcome: Outcome;
  item: EquipmentItem | null;
  source: DrawSource;
  /**
   * The plain roll on the published table made for this draw, whatever was given
   * (undefined for a pity draw, which makes no plain roll). The audit counts these:
   * recording the roll even when the guarantee replaces it keeps the audit unbiased.
   */
  rolled?: Outcome;
}

/** Where an 11-draw (or a single draw) stands before its draw number `index`. */
export interface DrawState {
  /** Draws since the last Epic or better in this box (the pity counter). */
  sinceEpic: number;
  /** Whether an earlier draw of this request was Rare or better (the x11 guarantee). */
  guaranteeMet: boolean;
}

/**
 * Draw number `index` (0-based) of a request of `amount`: a plain roll on the published
 * table, except
 * - pity: after `box.pity - 1` draws without Epic or better, the next is Epic or better;
 * - guarantee: the last draw of an 11-draw whose draws held nothing Rare or better is
 *   drawn again from the Rare-or-better odds.
 * Then the piece, uniformly from the box's pieces. Upgraded draws are marked, so the
 * audit compares only plain rolls with the table. The order of calls on `rng` is part of
 * the provably fair scheme (docs/fairness.md): it must not change.
 */
export function drawOne(
  box: GachaBox,
  amount: DrawAmount,
  index: number,
  state: DrawState,
  rng: Rng,
): { draw: DrawResult; state: DrawState } {
  let source: DrawSource = 'roll';
  let outcome: Outcome;
  let rolled: Outcome | undefined;
  if (state.sinceEpic + 1 >= box.pity) {
    outcome = drawOutcome(oddsAtLeast(box, 'Epic'), rng);
    source = 'pity';
  } else {
    rolled = drawOutcome(box.odds, rng);
    outcome = rolled;
  }
  const lastOfMulti = amount === 11 && index === amount - 1;
  if (lastOfMulti && !state.guaranteeMet && !atLeast(outcome, MULTI_GUARANTEE)) {
    outcome = drawOutcome(oddsAtLeast(box, MULTI_GUARANTEE), rng);
    source = 'guarantee';
  }
  const pool = piecesInBand(...box.levels);
  const item = outcome === null ? null : pool[rng.int(0, pool.length - 1)]!;
  return {
    draw: rolled === undefined ? { outcome, item, source } : { outcome, item, source, rolled },
    state: {
      sinceEpic: atLeast(outcome, 'Epic') ? 0 : state.sinceEpic + 1,
      guaranteeMet: state.guaranteeMet || atLeast(outcome, MULTI_GUARANTEE),
    },
  };
}

/**
 * Draws `amount` times, each draw with its own generator from `rngFor(index)` (one shared
 * generator for all of them is the old scheme's `() => rng`). Returns the draws and the
 * new pity counter.
 */
export function drawMany(
  box: GachaBox,
  amount: DrawAmount,
  sinceEpic: number,
  rngFor: (index: number) => Rng,
): { draws: DrawResult[]; sinceEpic: number } {
  const draws: DrawResult[] = [];
  let state: DrawState = { sinceEpic, guaranteeMet: false };
  for (let i = 0; i < amount; i++) {
    const next = drawOne(box, amount, i, state, rngFor(i));
    draws.push(next.draw);
    state = next.state;
  }
  return { draws, sinceEpic: state.sinceEpic };
}
