/** How a fighter strikes and endures: the numbers that make jobs and monsters play differently. */
export interface CombatTraits {
  /** Chance of a critical hit, in percent. */
  critChance: number;
  /** Damage multiplier of a critical hit. */
  critMultiplier: number;
  /** Share of the target's DEF ignored (0–1): spells and piercing blows. */
  pierce: number;
  /** Chance to block, in percent: a blocked hit does half damage. */
  block: number;
  /** Share of damage dealt healed back (0–1). */
  lifesteal: number;
  /** Extra damage dealt, as a share (0.1: +10%): gear affixes, beast families. */
  damage: number;
  /** Share of damage taken that is shrugged off (0–1): gear affixes, armoured families. */
  resist: number;
}

export const BASE_TRAITS: CombatTraits = {
  critChance: 5,
  critMultiplier: 1.5,
  pierce: 0,
  block: 0,
  lifesteal: 0,
  damage: 0,
  resist: 0,
};

export interface Combatant {
  name: string;
  hp: number;
  maxHp: number;
  atk: number;
  def: number;
  spd: number;
  traits: CombatTraits;
}
