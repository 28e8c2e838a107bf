import { heroCombatant, type BattleState } from '../battle/battle';
import { BASE_TRAITS, type Combatant } from '../battle/combatant';
import { jobStatsAt } from '../hero-stats';
import { jobById, type JobId } from '../jobs';
import { monsterById, type MonsterId } from '../monsters';
import type { Seed } from '../rng';

export const FIXED_SEED: Seed = [0x12345678, 0x9abcdef0, 0x0badf00d, 0xdeadbeef];

/** Fixture builder: a stored battle against a monster at a level, with a fixed seed. */
export function createBattle(
  overrides: Partial<BattleState> & { monsterId?: MonsterId } = {},
): BattleState {
  const monster = monsterById(overrides.monsterId ?? 'imp');
  const { monsterId: _ignored, ...rest } = overrides;
  return { seed: FIXED_SEED, round: 0, monster, monsterLevel: 1, monsterHp: 1000, ...rest };
}

/** A hero combatant for a job at a level, at full HP. */
export function createHeroCombatant(jobId: JobId = 'warrior', level = 1): Combatant {
  const stats = jobStatsAt(jobById(jobId), level);
  return heroCombatant(jobId, stats, stats.hp);
}

export function dummy(overrides: Partial<Combatant> = {}): Combatant {
  return {
    name: 'Dummy',
    hp: 100,
    maxHp: 100,
    atk: 10,
    def: 10,
    spd: 5,
    traits: { ...BASE_TRAITS },
    ...overrides,
  };
}
