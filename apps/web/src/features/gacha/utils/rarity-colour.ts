import { RARITIES, type Rarity } from '@demonbane/game/rarity';

export type RarityTone = Lowercase<Rarity> | 'none';

export interface RarityColour {
  tone: RarityTone;
  /** The colour's plain name (spec §9). */
  name: 'grey' | 'green' | 'blue' | 'purple' | 'orange' | 'white';
  /** The CSS value on a dark surface. */
  css: string;
}

const COLOURS: Record<RarityTone, RarityColour> = {
  common: { tone: 'common', name: 'grey', css: 'var(--rarity-common)' },
  uncommon: { tone: 'uncommon', name: 'green', css: 'var(--rarity-uncommon)' },
  rare: { tone: 'rare', name: 'blue', css: 'var(--rarity-rare)' },
  epic: { tone: 'epic', name: 'purple', css: 'var(--rarity-epic)' },
  legendary: { tone: 'legendary', name: 'orange', css: 'var(--rarity-legendary)' },
  none: { tone: 'none', name: 'white', css: '#ffffff' },
};

export function isRarity(value: string | null): value is Rarity {
  return value !== null && (RARITIES as readonly string[]).includes(value);
}

/**
 * Spec §9: Common grey, Uncommon green, Rare blue, Epic purple, Legendary orange,
 * anything else (a null rarity: the box held nothing) white.
 */
export function rarityColour(rarity: string | null): RarityColour {
  return isRarity(rarity) ? COLOURS[rarity.toLowerCase() as RarityTone] : COLOURS.none;
}

/** The highest rarity among the pieces, for the reveal's glow; null when none has one. */
export function bestRarity(rarities: readonly (string | null)[]): Rarity | null {
  let best = -1;
  for (const r of rarities) if (isRarity(r)) best = Math.max(best, RARITIES.indexOf(r));
  return best < 0 ? null : RARITIES[best]!;
}
