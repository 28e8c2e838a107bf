import { EQUIPMENT_TYPES, type EquipmentType } from '@demonbane/game/equipment-slot';
import { equipmentById, pieceStats } from '@demonbane/game/equipment';
import { heroSheet } from '@demonbane/game/hero-sheet';
import { skillViews } from './skill-view';
import { regeneratedHp, regenPerMinute, secondsToFull } from '@demonbane/game/hp-regen';
import { buffBonus, describeBuff, isActive, type BuffState } from '@demonbane/game/buffs';
import { loadoutBonus, loadoutTraits, type Loadout } from '@demonbane/game/loadout';
import { addStats, type Stats } from '@demonbane/game/stats';
import type { UserView, WornSlot } from '@demonbane/shared/user-schemas';
import { loadoutOf, type HeroWithJob, type StoredHero } from './hero-repository';
import { equipmentTraitsView, pieceTraitsOf } from './piece-view';
import { contentViewCache } from './content-view-cache';

/** The three worn slots in spec order, each with its type and stats. */
export function wornSlots(loadout: Loadout): WornSlot[] {
  return EQUIPMENT_TYPES.map((type) => wornSlot(type, loadout[type]));
}

/** A slot's view depends only on the piece in it: built once per slot and piece. */
const wornSlot = contentViewCache(
  (type: EquipmentType, worn: Loadout[EquipmentType]): WornSlot => {
    if (!worn) {
      return {
        type,
        item_id: null,
        item_name: null,
        item_rarity: null,
        stats: { atk: 0, def: 0, spd: 0 },
        level: null,
        affixes: [],
      };
    }
    const item = equipmentById(worn.itemId);
    return {
      type,
      item_id: worn.itemId,
      item_name: item.name,
      item_rarity: worn.rarity,
      stats: pieceStats(item, worn.rarity),
      ...pieceTraitsOf(item, worn.rarity),
    };
  },
  (type, worn) => (worn ? `${type}:${worn.itemId}:${worn.rarity}` : type),
);

/** Everything on top of job and level: worn equipment and active buffs. */
export function heroBonus(hero: StoredHero, buffs: readonly BuffState[], now: Date): Stats {
  return withBuffs(loadoutBonus(loadoutOf(hero)), buffs, now);
}

const withBuffs = (equipment: Stats, buffs: readonly BuffState[], now: Date): Stats =>
  addStats(equipment, buffBonus(buffs, now));

/**
 * The hero right now: total stats (job, level, equipment, buffs) and HP with the
 * regeneration since it was last stored. While a battle is open HP stays as the
 * fight left it: waiting does not heal a hero mid-fight.
 */
export function liveHero(hero: HeroWithJob, buffs: readonly BuffState[], now: Date) {
  // The loadout and what it adds are read once here; toUserView shows both.
  const loadout = loadoutOf(hero);
  const equipment = loadoutBonus(loadout);
  const sheet = heroSheet(
    { jobId: hero.jobId, level: hero.level, xp: hero.xp, hp: hero.hp },
    withBuffs(equipment, buffs, now),
  );
  const maxHp = sheet.stats.hp;
  const stored = Math.min(hero.hp, maxHp);
  const hp = hero.inBattle ? stored : regeneratedHp(stored, maxHp, hero.hpUpdatedAt, now);
  const regen = {
    per_minute: regenPerMinute(maxHp),
    full_in_seconds: hero.inBattle ? null : secondsToFull(stored, maxHp, hero.hpUpdatedAt, now),
    paused: hero.inBattle,
  };
  // What worn affixes add in a fight (damage, crit, lifesteal, resist).
  const gear = loadoutTraits(loadout);
  return { sheet, stats: sheet.stats, maxHp, hp, regen, gear, loadout, equipment };
}

/** The hero as the spec's session fields, every derived number computed here on the server. */
export function toUserView(hero: HeroWithJob, buffs: readonly BuffState[], now: Date): UserView {
  const { sheet, hp, regen, gear, loadout, equipment } = liveHero(hero, buffs, now);
  return {
    userId: hero.userId,
    username: hero.username,
    job_id: hero.jobId,
    job_name: sheet.jobName,
    level: hero.level,
    levelToMax: sheet.levelToMax,
    max_level: sheet.maxLevel,
    xp: hero.xp,
    xp_required: sheet.xpRequired,
    user_hp: hp,
    user_max_hp: sheet.stats.hp,
    hp_regen: regen,
    user_atk: sheet.stats.atk,
    user_def: sheet.stats.def,
    user_spd: sheet.stats.spd,
    gold: hero.gold,
    soul: hero.soul,
    equipment: wornSlots(loadout),
    equipment_stats: equipment,
    equipment_traits: equipmentTraitsView(gear),
    buffs: buffs.filter((b) => isActive(b, now)).map((b) => describeBuff(b, now)),
    can_evolve: sheet.canEvolve,
    skills: skillViews(hero.jobId),
  };
}
