import { EQUIPMENT, pieceStats } from '../equipment';
import { EQUIPMENT_TYPES } from '../equipment-slot';
import { floorReward, huntFloor } from '../hunt';
import { jobById, LEVEL_CAP, type JobId } from '../jobs';
import type { Loadout } from '../loadout';
import { createRng } from '../rng';
import { NO_UPGRADES, type SlotUpgrades } from '../slot-upgrades';
import { TOWER_MARKS_FROM } from '../tower-marks';
import { seedFrom } from './levelling';
import { PLAY_SECONDS, SimHero } from './sim-hero';
import { beforeRound, betweenFights, TYPICAL_PLAYER } from './typical-player';

/** Per slot, the Legendary piece with the most ATK + DEF + SPD a level-50 hero may wear. */
export function bestLoadout(): Loadout {
  const loadout: Loadout = { weapon: null, armor: null, acc: null };
  const total = (e: (typeof EQUIPMENT)[number]) => {
    const s = pieceStats(e, 'Legendary');
    return s.atk + s.def + s.spd;
  };
  for (const slot of EQUIPMENT_TYPES) {
    const best = EQUIPMENT.filter((e) => e.type === slot && e.level <= LEVEL_CAP).reduce((a, b) =>
      total(b) > total(a) ? b : a,
    );
    loadout[slot] = { itemId: best.id, rarity: 'Legendary' };
  }
  return loadout;
}

/** Where a best-geared climb starts: below the first marked floor, every job wins every floor. */
export const CLIMB_FROM = TOWER_MARKS_FROM - 9;
/** A climb gives up here (far above any the tables reach): a guard against a run that never ends. */
const CLIMB_LIMIT = 2_000;
/** Tries at a floor before the climb ends there: a player who loses rests to full and tries again. */
export const CLIMB_TRIES = 10;

/**
 * A level-50 `evolution` wearing the best Legendary piece per slot, with `upgrades`
 * and `ascensions`, climbs the tower from CLIMB_FROM floor after floor, HP carried
 * over, playing as the typical player (potions bought from an ample purse, drunk
 * between fights and before a blow that could be the last). A defeat sends it to rest
 * to full and try the floor again, CLIMB_TRIES times in all. Returns the highest floor
 * won before a floor beat it every time.
 */
export function bestGearClimb(
  evolution: JobId,
  seed: number,
  opts: { ascensions: number; upgrades?: SlotUpgrades },
): number {
  const rng = createRng([seed, 0x70e, 0xc1, opts.ascensions]);
  const hero = new SimHero(jobById(evolution).evolvesFrom!);
  hero.evolve(evolution);
  hero.level = LEVEL_CAP;
  hero.ascensions = opts.ascensions;
  hero.upgrades = opts.upgrades ?? NO_UPGRADES;
  hero.worn = bestLoadout();
  hero.gold = 100_000_000;
  hero.restUntil(hero.maxHp());
  let highest = CLIMB_FROM - 1;
  for (let floor = CLIMB_FROM; floor < CLIMB_LIMIT; floor++) {
    betweenFights(hero);
    hero.play(PLAY_SECONDS.enterArea);
    const f = huntFloor(floor);
    let won = false;
    for (let attempt = 0; attempt < CLIMB_TRIES && !won; attempt++) {
      if (attempt > 0) hero.restUntil(hero.maxHp());
      won = hero.fight(f.monsterId, f.level, seedFrom(rng), {
        source: 'hunt wins',
        payer: floorReward(floor, false),
        beforeRound: (h, m) => beforeRound(h, m, TYPICAL_PLAYER),
      }).win;
    }
    if (!won) break;
    highest = floor;
  }
  return highest;
}
