import type { ReplayResponse } from '@demonbane/shared/replay-schemas';
import { NO_GEAR_TRAITS } from '@demonbane/game/affixes';
import { heroCombatant } from '@demonbane/game/battle/battle';
import { replayFight, type RoundInput } from '@demonbane/game/battle/replay';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { jobById, type JobId } from '@demonbane/game/jobs';

/**
 * Replays as GET /replays/:id answers them, their logs made by the game's engine (as
 * the server's are), so a page that plays them again must find them matching.
 */
export const REPLAY_ID = '3f6a1c2e-9b4d-4e7f-8a1b-2c3d4e5f6a7b';
const AT = '2026-11-27T18:30:00.000Z';
const SEED = [101, 202, 303, 404] as const;

const side = (name: string, jobId: JobId, level: number) => ({
  name,
  jobId,
  stats: jobStatsAt(jobById(jobId), level),
  gear: NO_GEAR_TRAITS,
});

/** Attacks round after round until one side falls: the fight the hero played by request. */
export function exploreReplay(): ReplayResponse {
  const stats = jobStatsAt(jobById('warrior'), 3);
  const hero = heroCombatant('warrior', stats, stats.hp);
  const fighters = {
    hero: { name: 'vesper', jobId: 'warrior' as const, level: 3 },
    monster: { id: 'imp' as const, level: 2 },
  };
  const inputs: RoundInput[] = [];
  for (let round = 0; round < 40; round++) {
    inputs.push(
      round === 0 ? { action: { kind: 'attack' }, hero } : { action: { kind: 'attack' } },
    );
    const last = replayFight({ kind: 'explore', fighters, seed: SEED, inputs, log: [] }).rounds.at(
      -1,
    );
    if (!last || (last.heroHp ?? 1) <= 0 || (last.monsterHp ?? 1) <= 0) break;
  }
  const { log } = replayFight({ kind: 'explore', fighters, seed: SEED, inputs, log: [] });
  return { id: REPLAY_ID, created_at: AT, kind: 'explore', fighters, seed: [...SEED], inputs, log };
}

export function arenaReplay(): ReplayResponse {
  const fighters = {
    challenger: side('vesper', 'warrior', 5),
    defender: side('ilse', 'magician', 5),
  };
  const { log } = replayFight({ kind: 'arena', fighters, seed: SEED, inputs: [], log: [] });
  return {
    id: REPLAY_ID,
    created_at: AT,
    kind: 'arena',
    fighters,
    seed: [...SEED],
    inputs: [],
    log,
  };
}

export function raidReplay(): ReplayResponse {
  const fighters = {
    hero: side('vesper', 'warrior', 12),
    boss: { id: 'gorgoth-the-glutton' as const, level: 10 },
  };
  const { log } = replayFight({ kind: 'raid', fighters, seed: SEED, inputs: [], log: [] });
  return {
    id: REPLAY_ID,
    created_at: AT,
    kind: 'raid',
    fighters,
    seed: [...SEED],
    inputs: [],
    log,
  };
}
