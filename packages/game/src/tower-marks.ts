import type { CombatTraits } from './battle/combatant';

/**
 * The endless tower: above level 200 (the tower's old top; only tower floors hold such
 * monsters) every band of ten levels makes monsters mightier and adds one of the Abyss's
 * marks in turn, so each band fights differently and the climb of even the best-geared
 * hero stops somewhere, then moves up with gear, refinement and ascensions.
 */
export const TOWER_MARKS_FROM = 200;
export const MARK_BAND = 10;
/** HP, ATK and DEF grow by this share per band above TOWER_MARKS_FROM, compounding. */
export const MIGHT_PER_BAND = 0.06;

export const TOWER_MARKS = {
  frenzied: {
    name: 'Frenzied',
    description: 'Hits a tenth harder.',
    traits: { damage: 0.1 },
  },
  ironhide: {
    name: 'Ironhide',
    description: 'Shrugs off a tenth of every blow.',
    traits: { resist: 0.1 },
  },
  vampiric: {
    name: 'Vampiric',
    description: 'Heals a tenth of the damage it deals.',
    traits: { lifesteal: 0.1 },
  },
  deadeye: {
    name: 'Deadeye',
    description: 'Ten more points of critical chance.',
    traits: { critChance: 10 },
  },
} as const satisfies Record<
  string,
  { name: string; description: string; traits: Partial<CombatTraits> }
>;
export type TowerMarkId = keyof typeof TOWER_MARKS;

/** The order the marks arrive in, one per band, then again from the first. */
const MARK_ORDER: readonly TowerMarkId[] = ['frenzied', 'ironhide', 'vampiric', 'deadeye'];

/** Traits marks can reach at most, however high the floor: a fight stays winnable by stats. */
const TRAIT_CAPS: Partial<CombatTraits> = { resist: 0.6, lifesteal: 0.5, critChance: 60 };

/** The bands above TOWER_MARKS_FROM a monster of `level` is in (0 at or below it). */
export function bandsAbove(level: number): number {
  return level <= TOWER_MARKS_FROM ? 0 : Math.ceil((level - TOWER_MARKS_FROM) / MARK_BAND);
}

export interface TowerMark {
  id: TowerMarkId;
  name: string;
  /** How many times it has been laid (II from the fifth band on, and so on). */
  rank: number;
}

/** The marks a monster of `level` carries, each with its rank. */
export function towerMarks(level: number): TowerMark[] {
  const bands = bandsAbove(level);
  return MARK_ORDER.flatMap((id, i) => {
    const rank = Math.floor((bands - 1 - i) / MARK_ORDER.length) + 1;
    return bands > i ? [{ id, name: TOWER_MARKS[id].name, rank }] : [];
  });
}

/** The multiplier on HP, ATK and DEF at `level`. */
export function towerMight(level: number): number {
  return (1 + MIGHT_PER_BAND) ** bandsAbove(level);
}

/** A monster's traits with its marks added (each mark times its rank, capped). */
export function markedTraits(traits: CombatTraits, level: number): CombatTraits {
  const marks = towerMarks(level);
  if (marks.length === 0) return traits;
  const out = { ...traits };
  for (const mark of marks) {
    for (const [key, value] of Object.entries(TOWER_MARKS[mark.id].traits) as [
      keyof CombatTraits,
      number,
    ][])
      out[key] = Math.min(TRAIT_CAPS[key] ?? Infinity, out[key] + value * mark.rank);
  }
  return out;
}

/** "Frenzied II, Ironhide": how a floor's marks read. */
export function describeMarks(level: number): string {
  return markLabels(level).join(', ');
}

/** Each mark as it reads on its own: "Frenzied II". */
export function markLabels(level: number): string[] {
  return towerMarks(level).map((m) => (m.rank > 1 ? `${m.name} ${toRoman(m.rank)}` : m.name));
}

function toRoman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  let left = n;
  for (const [value, glyph] of table) {
    while (left >= value) {
      out += glyph;
      left -= value;
    }
  }
  return out;
}
