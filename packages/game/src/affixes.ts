import type { CombatTraits } from './battle/combatant';
import type { Rarity } from './rarity';

/**
 * Affixes: the combat traits a piece of gear adds on top of its stats. Each piece
 * lists the affixes it can carry, in order; its rarity decides how many it shows and
 * how strong they are, and its level scales them. They are fixed by piece and rarity
 * (not rolled per copy), so copies stay interchangeable: a stack, a bazaar listing
 * and a combine all deal in identical copies (docs/decisions/0008-gear-tiers-and-affixes.md).
 */
export const AFFIX_KINDS = ['damage', 'crit', 'lifesteal', 'resist'] as const;
export type AffixKind = (typeof AFFIX_KINDS)[number];

export interface AffixFields {
  name: string;
  /** The value at Uncommon on a level-1 piece. */
  base: number;
  /** How the value reads: a share shown as a percent, or percentage points of crit chance. */
  unit: 'share' | 'points';
  /** The trait it adds to. */
  trait: keyof Pick<CombatTraits, 'damage' | 'critChance' | 'lifesteal' | 'resist'>;
  /** The most the worn gear can add together. */
  cap: number;
}

export const AFFIXES = {
  damage: { name: 'Damage', base: 0.04, unit: 'share', trait: 'damage', cap: 1 },
  crit: { name: 'Critical chance', base: 3, unit: 'points', trait: 'critChance', cap: 40 },
  lifesteal: { name: 'Lifesteal', base: 0.03, unit: 'share', trait: 'lifesteal', cap: 0.3 },
  resist: { name: 'Resistance', base: 0.03, unit: 'share', trait: 'resist', cap: 0.4 },
} as const satisfies Record<AffixKind, AffixFields>;

/** How many of its affixes a piece shows at each rarity, and how strong they are. */
export const AFFIX_RARITY: Record<Rarity, { count: number; scale: number }> = {
  Common: { count: 0, scale: 0 },
  Uncommon: { count: 1, scale: 1 },
  Rare: { count: 1, scale: 1.5 },
  Epic: { count: 2, scale: 2 },
  Legendary: { count: 3, scale: 2.5 },
};

/** A piece's level multiplies its affixes by 1 + level / this: a level-40 piece's are 3×. */
export const AFFIX_LEVEL_STEP = 20;

export interface Affix {
  kind: AffixKind;
  value: number;
}

/** The affixes a piece with these possible kinds shows at a rarity and level. */
export function affixesOf(kinds: readonly AffixKind[], rarity: Rarity, level: number): Affix[] {
  const { count, scale } = AFFIX_RARITY[rarity];
  const levelScale = 1 + level / AFFIX_LEVEL_STEP;
  return kinds.slice(0, count).map((kind) => {
    const def = AFFIXES[kind];
    const raw = def.base * scale * levelScale;
    // Shares to a tenth of a percent, points to whole points: numbers a player can read.
    const value = def.unit === 'share' ? Math.round(raw * 1000) / 1000 : Math.round(raw);
    return { kind, value };
  });
}

export type GearTraits = Pick<CombatTraits, 'damage' | 'critChance' | 'lifesteal' | 'resist'>;

export const NO_GEAR_TRAITS: GearTraits = { damage: 0, critChance: 0, lifesteal: 0, resist: 0 };

/** What worn affixes add to the hero's traits, each kind capped. */
export function sumAffixes(affixes: readonly Affix[]): GearTraits {
  const total = { ...NO_GEAR_TRAITS };
  for (const a of affixes) total[AFFIXES[a.kind].trait] += a.value;
  for (const kind of Object.keys(AFFIXES) as AffixKind[]) {
    const { trait, cap } = AFFIXES[kind];
    total[trait] = Math.min(cap, total[trait]);
  }
  return total;
}

/** "+12% damage", "+6 crit": how an affix reads on an item card. */
export function describeAffix(affix: Affix): string {
  const def = AFFIXES[affix.kind];
  return def.unit === 'share'
    ? `+${Math.round(affix.value * 1000) / 10}% ${def.name.toLowerCase()}`
    : `+${affix.value}% ${def.name.toLowerCase()}`;
}
