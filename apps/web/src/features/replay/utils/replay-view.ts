import type { ReplayResponse } from '@demonbane/shared/replay-schemas';
import {
  firstDifference,
  replayFight,
  type ReplayRecord,
  type Replayed,
} from '@demonbane/game/battle/replay';
import { jobById } from '@demonbane/game/jobs';
import { monsterById, monsterStats } from '@demonbane/game/monsters';
import { raidBossById } from '@demonbane/game/raid';

/** One side of the fight as the page names it, with its HP at the start when known. */
export interface ReplaySide {
  name: string;
  detail: string;
  maxHp: number | null;
}

/** What one press of Step shows: a round (explore, the tower) or a line (arena, raid). */
export interface ReplayStep {
  lines: string[];
  /** Both sides' HP after it, where the engine tells them. */
  leftHp: number | null;
  rightHp: number | null;
}

export interface ReplayView {
  title: string;
  left: ReplaySide;
  right: ReplaySide;
  steps: ReplayStep[];
  /** Whether the engine gave the stored log exactly, line for line. */
  matches: boolean;
  /** Where they part: the first line that differs (or is missing), when they do. */
  difference: { line: number; stored: string | null; replayed: string | null } | null;
}

const TITLES = {
  explore: 'Exploration fight',
  hunt: 'Tower fight',
  arena: 'Arena duel',
  raid: 'Guild raid attack',
} as const;

const jobName = (jobId: Parameters<typeof jobById>[0]) => jobById(jobId).name;

/** The response as the engine takes it (the same shapes, without the row's id and date). */
function record(replay: ReplayResponse): ReplayRecord {
  const { kind, fighters, seed, inputs, log } = replay;
  switch (kind) {
    case 'explore':
    case 'hunt':
      return { kind, fighters, seed, inputs, log };
    case 'arena':
      return { kind, fighters, seed, inputs: [], log };
    case 'raid':
      return { kind, fighters, seed, inputs: [], log };
  }
}

function sides(replay: ReplayResponse): { left: ReplaySide; right: ReplaySide } {
  switch (replay.kind) {
    case 'explore':
    case 'hunt': {
      const { hero, monster } = replay.fighters;
      const def = monsterById(monster.id);
      return {
        left: {
          name: hero.name,
          detail: `Lv ${hero.level} ${jobName(hero.jobId)}`,
          maxHp: replay.inputs[0]?.hero?.maxHp ?? null,
        },
        right: {
          name: def.name,
          detail: `Lv ${monster.level}`,
          maxHp: monsterStats(def, monster.level).hp,
        },
      };
    }
    case 'arena': {
      const { challenger, defender } = replay.fighters;
      return {
        left: {
          name: challenger.name,
          detail: jobName(challenger.jobId),
          maxHp: challenger.stats.hp,
        },
        right: { name: defender.name, detail: jobName(defender.jobId), maxHp: defender.stats.hp },
      };
    }
    case 'raid': {
      const { hero, boss } = replay.fighters;
      return {
        left: { name: hero.name, detail: jobName(hero.jobId), maxHp: null },
        right: { name: raidBossById(boss.id).name, detail: `Lv ${boss.level}`, maxHp: null },
      };
    }
  }
}

/** A duel or a raid attack is one group of lines: each line is a step, the HP told at the end. */
function steps(kind: ReplayResponse['kind'], replayed: Replayed): ReplayStep[] {
  if (kind === 'explore' || kind === 'hunt')
    return replayed.rounds.map((r) => ({ lines: r.lines, leftHp: r.heroHp, rightHp: r.monsterHp }));
  const [group] = replayed.rounds;
  const lines = group?.lines ?? [];
  return lines.map((line, i) => {
    const last = i === lines.length - 1;
    return {
      lines: [line],
      leftHp: last ? (group?.heroHp ?? null) : null,
      rightHp: last ? (group?.monsterHp ?? null) : null,
    };
  });
}

/**
 * Plays the stored fight again with the game's own engine and compares what it gives
 * with the log its player saw. A record the engine cannot play (a broken row) is a
 * mismatch at the first line, never a crash.
 */
export function replayView(replay: ReplayResponse): ReplayView {
  let replayed: Replayed;
  try {
    replayed = replayFight(record(replay));
  } catch {
    replayed = { log: [], rounds: [] };
  }
  const difference = firstDifference(replay.log, replayed.log);
  return {
    title: TITLES[replay.kind],
    ...sides(replay),
    steps: steps(replay.kind, replayed),
    matches: difference === null,
    difference,
  };
}
