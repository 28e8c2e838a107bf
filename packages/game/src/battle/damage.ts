import type { Rng } from '../rng';
import type { Combatant } from './combatant';

/** Damage lands between 85% and 115% of its base: bounded variance, never a one-shot fluke. */
export const VARIANCE_MIN = 85;
export const VARIANCE_MAX = 115;

export interface Strike {
  hit: boolean;
  crit: boolean;
  blocked: boolean;
  damage: number;
  healed: number;
}

/**
 * Chance to hit, in percent, from the speed difference: a faster fighter hits more
 * and is hit less, between 70% and 98%.
 */
export function hitChance(attacker: Combatant, defender: Combatant): number {
  return Math.max(70, Math.min(98, 92 + 2 * (attacker.spd - defender.spd)));
}

/**
 * Base damage `atk² / (atk + def')` with def' = DEF reduced by pierce: armour
 * always helps but never makes a fighter immune, and damage is at least 1.
 */
export function baseDamage(atk: number, def: number, pierce: number): number {
  const effectiveDef = Math.max(0, def * (1 - pierce));
  if (atk <= 0) return 1;
  return (atk * atk) / (atk + effectiveDef);
}

/**
 * One attack, all chance drawn from the injected RNG in a fixed order (replayable).
 * `power` multiplies its damage (skills, charges, a boss's special move).
 */
export function strike(attacker: Combatant, defender: Combatant, rng: Rng, power = 1): Strike {
  const hitRoll = rng.int(1, 100);
  const variance = rng.int(VARIANCE_MIN, VARIANCE_MAX);
  const critRoll = rng.int(1, 100);
  const blockRoll = rng.int(1, 100);
  if (hitRoll > hitChance(attacker, defender)) {
    return { hit: false, crit: false, blocked: false, damage: 0, healed: 0 };
  }
  const crit = critRoll <= attacker.traits.critChance;
  const blocked = blockRoll <= defender.traits.block;
  let damage =
    (baseDamage(attacker.atk, defender.def, attacker.traits.pierce) * variance * power) / 100;
  if (crit) damage *= attacker.traits.critMultiplier;
  // Both are 0 for a fighter without gear or family traits: ×1 leaves old fights unchanged.
  damage *= (1 + attacker.traits.damage) * (1 - defender.traits.resist);
  if (blocked) damage /= 2;
  const dealt = Math.max(1, Math.round(damage));
  const healed = Math.floor(dealt * attacker.traits.lifesteal);
  return { hit: true, crit, blocked, damage: dealt, healed };
}
