import { z } from 'zod';
import { drawFairness } from '@demonbane/shared/fairness-schemas';

/**
 * What this browser remembers of the player's fairness, so that a draw can be checked
 * once its seed is revealed: the seeds revealed by rotations (by their hash) and the
 * latest draws' seeds. The server keeps no revealed seed (the player keeps it), and a
 * draw's answer cannot name a seed that is still secret.
 */
const SEEDS_KEY = 'demonbane:revealed-seeds';
const DRAWS_KEY = 'demonbane:fair-draws';
const MAX_SEEDS = 20;
const MAX_DRAWS = 50;

const revealedSeeds = z.array(z.tuple([z.string(), z.string()]));
const rememberedDraw = drawFairness.extend({ box: z.number(), amount: z.number() });
/** A draw as the verifier needs it, its seed still to be revealed. */
export type RememberedDraw = z.infer<typeof rememberedDraw>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What is stored under `key`, or nothing when it is absent or unreadable. */
function read<T>(key: string, schema: z.ZodType<T[]>): T[] {
  try {
    const parsed = schema.safeParse(JSON.parse(storage()?.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the seed is still on screen to copy by hand.
  }
}

/** Keeps a revealed seed under its hash (the newest first, the oldest dropped). */
export function rememberSeed(hash: string, serverSeed: string) {
  const seeds = read(SEEDS_KEY, revealedSeeds).filter(([h]) => h !== hash);
  write(SEEDS_KEY, [[hash, serverSeed], ...seeds].slice(0, MAX_SEEDS));
}

/** The revealed seed committed as `hash`, if this browser saw it revealed. */
export function revealedSeed(hash: string): string | null {
  return read(SEEDS_KEY, revealedSeeds).find(([h]) => h === hash)?.[1] ?? null;
}

/** Keeps a draw's seeds (once: the same nonce on the same seed is the same draw). */
export function rememberDraw(draw: RememberedDraw) {
  const same = (d: RememberedDraw) =>
    d.server_seed_hash === draw.server_seed_hash && d.nonce === draw.nonce;
  const draws = rememberedDraws().filter((d) => !same(d));
  write(DRAWS_KEY, [draw, ...draws].slice(0, MAX_DRAWS));
}

/** The draws remembered, the newest first; those of one seed when `hash` is given. */
export function rememberedDraws(hash?: string): RememberedDraw[] {
  const draws = read(DRAWS_KEY, z.array(rememberedDraw));
  return hash === undefined ? draws : draws.filter((d) => d.server_seed_hash === hash);
}
