import { eq, sql } from 'drizzle-orm';
import { serverSeedHash, type FairInput } from '@demonbane/game/fair-draw';
import type { DrawFairness } from '@demonbane/shared/fairness-schemas';
import type { Queryable, Tx } from '../../db/database';
import { fairnessSeeds } from '../../db/schema';
import type { FreshFairSeeds } from '../../infra/actions/random';

export type FairSeedRow = typeof fairnessSeeds.$inferSelect;

/** The hero's seeds as they stand, unlocked (a read); undefined before its first. */
export async function fairSeedsOf(db: Queryable, userId: string): Promise<FairSeedRow | undefined> {
  const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
  return row;
}

/**
 * The hero's seed row, locked until the transaction ends; made on first use from
 * `fresh` (called only then, so scripted seeds are not spent on heroes that have one).
 * Every change of a hero's seeds, nonce included, runs under this lock, taken after any
 * hero or pity row the action locks, so the lock order is the same everywhere.
 */
export async function lockFairSeeds(
  tx: Tx,
  userId: string,
  fresh: () => FreshFairSeeds,
  now: Date,
): Promise<FairSeedRow> {
  const locked = async () =>
    (
      await tx.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId)).for('update')
    )[0];
  const row = await locked();
  if (row) return row;
  const { serverSeed, clientSeed } = fresh();
  const [created] = await tx
    .insert(fairnessSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
      nonce: 0,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Another request made it first: its row, once committed, is the hero's.
  return created ?? (await locked())!;
}

/** The seeds a draw row or a forging keeps (its columns have these names). */
export interface KeptSeeds {
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What one draw request or forging rolls from, and what its rows keep of it. */
export interface FairRoll {
  input: FairInput;
  kept: KeptSeeds;
}

/**
 * Takes the hero's next nonce for one roll (a draw request or a forging) in `tx`: the
 * row stays locked until the action commits or rolls back, so a rotation lands wholly
 * before or after it, and a refused action gives its nonce back.
 */
export async function takeFairRoll(
  tx: Tx,
  userId: string,
  fresh: () => FreshFairSeeds,
  now: Date,
): Promise<FairRoll> {
  const row = await lockFairSeeds(tx, userId, fresh, now);
  await tx
    .update(fairnessSeeds)
    .set({ nonce: sql`${fairnessSeeds.nonce} + 1` })
    .where(eq(fairnessSeeds.userId, userId));
  const { serverSeed, serverSeedHash: seedHash, clientSeed, nonce } = row;
  return { input: { serverSeed, clientSeed, nonce }, kept: { seedHash, clientSeed, nonce } };
}

/** The `fairness` field of an answer. */
export function fairnessOf(
  { seedHash, clientSeed, nonce }: KeptSeeds,
  pityBefore: number,
): DrawFairness {
  return { server_seed_hash: seedHash, client_seed: clientSeed, nonce, pity_before: pityBefore };
}

/** The `fairness` of a row that may predate provably fair rolls (then null). */
export function keptFairness(
  row: { [K in keyof KeptSeeds]: KeptSeeds[K] | null },
  pityBefore: number,
): DrawFairness | null {
  const { seedHash, clientSeed, nonce } = row;
  if (seedHash === null || clientSeed === null || nonce === null) return null;
  return fairnessOf({ seedHash, clientSeed, nonce }, pityBefore);
}
