import { applyBuff, buffById, usefulUses, type BuffState } from './buffs';
import type { StackableItem } from './items';

/**
 * Using `qty` of a consumable, as a pure rule: only the copies that still do
 * something are used, so a large quantity never burns potions on full HP or
 * scrolls past a buff's cap. The server, the economy model and the simulator all
 * play item use through this one function.
 */
export type ConsumableUse =
  | { ok: true; kind: 'heal'; used: number; hp: number; healed: number }
  | { ok: true; kind: 'buff'; used: number; buff: BuffState }
  | { ok: false; reason: 'not-usable' | 'hp-full' | 'buff-capped' };

export interface UserOfItem {
  hp: number;
  maxHp: number;
  buffs: readonly BuffState[];
}

export function applyConsumable(
  item: StackableItem,
  qty: number,
  hero: UserOfItem,
  now: Date,
): ConsumableUse {
  const effect = item.category === 'consumable' ? item.effect : undefined;
  if (!effect || qty < 1) return { ok: false, reason: 'not-usable' };

  if (effect.kind === 'heal' || effect.kind === 'heal-percent') {
    const missing = hero.maxHp - hero.hp;
    if (missing <= 0) return { ok: false, reason: 'hp-full' };
    const perUse =
      effect.kind === 'heal' ? effect.amount : Math.ceil((hero.maxHp * effect.percent) / 100);
    const used = Math.min(qty, Math.ceil(missing / perUse));
    const hp = Math.min(hero.maxHp, hero.hp + perUse * used);
    return { ok: true, kind: 'heal', used, hp, healed: hp - hero.hp };
  }

  const def = buffById(effect.buffId);
  const existing = hero.buffs.find((b) => b.buffId === def.id);
  const used = Math.min(qty, usefulUses(def, existing, now));
  if (used === 0) return { ok: false, reason: 'buff-capped' };
  return { ok: true, kind: 'buff', used, buff: applyBuff(def, existing, used, now) };
}

/**
 * The line that opens a fight's round in which the hero used `used` of `item`: the
 * item was the hero's turn (battle/round.ts), so this is all the hero did that round.
 */
export function itemRoundLine(item: StackableItem, used: number, hp: number, maxHp: number) {
  const healing = item.effect?.kind === 'heal' || item.effect?.kind === 'heal-percent';
  const what =
    used > 1
      ? `${used} × ${item.name}`
      : `${/^[aeiou]/i.test(item.name) ? 'an' : 'a'} ${item.name}`;
  return healing ? `You drink ${what}: HP ${hp}/${maxHp}.` : `You use ${what}.`;
}
