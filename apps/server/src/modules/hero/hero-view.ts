import { EQUIPMENT_TYPES, type EquipmentType } from '@demonbane/game/equipment-slot';
import { equipmentById, pieceStats } from '@demonbane/game/equipment';
import { heroSheet } from '@demonbane/game/hero-sheet';
import { skillViews } from './skill-view';
import { regeneratedHp, regenPerMinute, secondsToFull } from '@demonbane/game/hp-regen';
import { buffBonus, describeBuff, isActive, type BuffState } from '@demonbane/game/buffs';
import { loadoutBonus, loadoutTraits, type Loadout } from '@demonbane/game/loadout';
import { addStats, type Stats } from '@demonbane/game/stats';
import { describeAffix } from '@demonbane/game/affixes';
import { ascensionBonus } from '@demonbane/game/ascension';
import { refinedStats, type SlotUpgrades } from '@demonbane/game/slot-upgrades';
import type { UserView, WornSlot } from '@demonbane/shared/user-schemas';
import { loadoutOf, upgradesOf, type HeroWithJob, type StoredHero } from './hero-repository';
import { renownOf } from './renown-view';
import { equipmentTraitsView, pieceTraitsOf } from './piece-view';
import { contentViewCache } from './content-view-cache';
import type { DuelSide } from '@demonbane/game/battle/duel';

/**
 * The three worn slots in spec order, each with its type, its piece's stats with the
 * slot's refinement (so the slots add up to equipment_stats) and the slot's upgrades.
 */
export function wornSlots(loadout: Loadout, upgrades: SlotUpgrades): WornSlot[] {
  return EQUIPMENT_TYPES.map((type) => {
    const piece = wornPiece(type, loadout[type]);
    const { refine, enchant } = upgrades[type];
    return {
      ...piece,
      stats: refinedStats(piece.stats, refine),
      refine,
      enchant: enchant && { ...enchant, text: describeAffix(enchant) },
    };
  });
}

/** A slot's piece view depends only on the piece in it: built once per slot and piece. */
const wornPiece = contentViewCache(
  (type: EquipmentType, worn: Loadout[EquipmentType]): Omit<WornSlot, 'refine' | 'enchant'> => {
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

/** Everything on top of job and level: worn equipment (with its slots' refinement) and active buffs. */
export function heroBonus(hero: StoredHero, buffs: readonly BuffState[], now: Date): Stats {
  return withBuffs(loadoutBonus(loadoutOf(hero), upgradesOf(hero)), buffs, now);
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
  const upgrades = upgradesOf(hero);
  const equipment = loadoutBonus(loadout, upgrades);
  const sheet = heroSheet(
    { jobId: hero.jobId, level: hero.level, xp: hero.xp, hp: hero.hp, ascensions: hero.ascensions },
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
  // What worn affixes and the filled slots' enchantments add in a fight.
  const gear = loadoutTraits(loadout, upgrades, hero.level);
  return { sheet, stats: sheet.stats, maxHp, hp, regen, gear, loadout, upgrades, equipment };
}

/** The hero as the spec's session fields, every derived number computed here on the server. */
export function toUserView(hero: HeroWithJob, buffs: readonly BuffState[], now: Date): UserView {
  const { sheet, hp, regen, gear, loadout, upgrades, equipment } = liveHero(hero, buffs, now);
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
    equipment: wornSlots(loadout, upgrades),
    equipment_stats: equipment,
    equipment_traits: equipmentTraitsView(gear),
    buffs: buffs.filter((b) => isActive(b, now)).map((b) => describeBuff(b, now)),
    can_evolve: sheet.canEvolve,
    skills: skillViews(hero.jobId),
    ...renownOf(hero),
    ascension_bonus: ascensionBonus(hero.ascensions),
  };
}

/**
 * A hero as a fight against another hero or a raid boss sees it now: total stats with
 * gear, buffs and ascensions, worn affixes, job (the arena's duel and the guild raid).
 */
export function fightingSnapshot(
  hero: HeroWithJob,
  buffs: readonly BuffState[],
  now: Date,
): DuelSide {
  const live = liveHero(hero, buffs, now);
  return { name: hero.username, jobId: hero.jobId, stats: live.stats, gear: live.gear };
}
