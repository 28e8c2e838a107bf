import { baseDamage, VARIANCE_MAX } from '../battle/damage';
import type { Combatant } from '../battle/combatant';
import { itemById, type ItemId } from '../items';
import { GOLD_SHOP, type ShopEntry } from '../shops';
import { PLAY_SECONDS, type SimHero } from './sim-hero';

/**
 * How the simulated player behaves, as numbers a designer can read. A typical
 * player, not an optimiser: heals when half down, keeps a few potions, rests when
 * out of both potions and gold, and fights where they win almost always.
 */
export interface Policy {
  healBelow: number;
  healTo: number;
  stockMin: number;
  stockTo: number;
  restTo: number;
  areaWinRate: number;
  areaHpCost: number;
}

export const TYPICAL_PLAYER: Policy = {
  /** Between fights, heal when HP is below this share of max… */
  healBelow: 0.5,
  /** …with potions up to about this share (no potion is drunk that would be mostly wasted). */
  healTo: 0.9,
  /** Restock when fewer potions than this are left… */
  stockMin: 3,
  /** …up to this many. */
  stockTo: 8,
  /** With no potion and no gold for one: rest until HP is back to this share. */
  restTo: 1,
  /** Explore the hardest open area won at least this often at full HP… */
  areaWinRate: 0.9,
  /** …and where a fight costs at most this share of max HP on average. */
  areaHpCost: 0.4,
};

/** The most a monster can deal in one blow to this hero (highest roll, critical). */
export function worstHit(monster: Combatant, hero: Combatant): number {
  const base = baseDamage(monster.atk, hero.def, monster.traits.pierce);
  return Math.ceil(((base * VARIANCE_MAX) / 100) * monster.traits.critMultiplier);
}

const healAmount = (itemId: ItemId, maxHp: number) => {
  const effect = itemById(itemId).effect;
  if (effect?.kind === 'heal') return effect.amount;
  if (effect?.kind === 'heal-percent') return Math.ceil((maxHp * effect.percent) / 100);
  return 0;
};

/** The gold-shop potion with the lowest price per HP among those that heal at most 60% of max HP. */
export function potionToBuy(maxHp: number): ShopEntry {
  const potions = GOLD_SHOP.filter((e) => itemById(e.itemId).effect?.kind === 'heal');
  const fitting = potions.filter((e) => healAmount(e.itemId, maxHp) <= maxHp * 0.6);
  const pool = fitting.length > 0 ? fitting : potions.slice(0, 1);
  return pool.reduce((best, e) =>
    e.price / healAmount(e.itemId, maxHp) < best.price / healAmount(best.itemId, maxHp) ? e : best,
  );
}

/** Tops the potion stock up when it runs low, if the purse allows (one trip to the shop). */
export function restock(hero: SimHero, policy: Policy = TYPICAL_PLAYER) {
  if (hero.potionCount() >= policy.stockMin) return;
  const { itemId, price } = potionToBuy(hero.maxHp());
  const qty = Math.min(policy.stockTo - hero.potionCount(), Math.floor(hero.gold / price));
  if (qty < 1) return;
  hero.play(PLAY_SECONDS.shopTrip);
  hero.buy(itemId, qty, 'gold', 'potions');
}

/** Out of a fight: heal when half down, with potions (buying more if low), else by resting. */
export function betweenFights(hero: SimHero, policy: Policy = TYPICAL_PLAYER) {
  const max = hero.maxHp();
  if (hero.hp() >= max * policy.healBelow) return;
  restock(hero, policy);
  while (hero.hp() < max * policy.healTo) {
    const pick = fittingPotion(hero);
    if (!pick || !hero.use(pick)) break;
  }
  if (hero.hp() < max * policy.healBelow) hero.restUntil(max * policy.restTo);
}

/**
 * In a fight, before each round: drink the potion that fits best (from the pack, as
 * /inventory/use-item allows) while the next blow could be the last; with none left,
 * a trip to the shop.
 * A potion takes the round (the monster acts), so at most one per round: returns the
 * one drunk, or null when the hero fights this round.
 */
export function beforeRound(
  hero: SimHero,
  monster: Combatant,
  policy: Policy = TYPICAL_PLAYER,
): ItemId | null {
  const danger = worstHit(monster, hero.combatant());
  if (hero.hp() > danger || hero.hp() >= hero.maxHp()) return null;
  if (hero.potionCount() === 0) restock(hero, { ...policy, stockMin: 1 });
  const pick = fittingPotion(hero);
  // A potion that heals less than the blow it lets through only delays the end: race instead.
  if (!pick || healAmount(pick, hero.maxHp()) <= danger) return null;
  return hero.use(pick) ? pick : null;
}

/** The largest potion owned that is not mostly wasted, else the smallest one owned. */
function fittingPotion(hero: SimHero): ItemId | undefined {
  const max = hero.maxHp();
  const owned = hero.potions();
  return owned.filter((id) => healAmount(id, max) <= (max - hero.hp()) * 1.5).at(-1) ?? owned[0];
}

/** The same player who never buys a potion: drinks the starter kit and drops, then rests. */
export const RESTING_PLAYER: Policy = { ...TYPICAL_PLAYER, stockMin: 0, stockTo: 0 };
