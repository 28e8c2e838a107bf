import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { serverSeedHash } from '@demonbane/game/fair-draw';
import type { FairnessView, RotateResponse } from '@demonbane/shared/fairness-schemas';
import type { Tx } from '../../db/database';
import { fairnessSeeds } from '../../db/schema';
import type { ActionContext } from '../../infra/actions/action-context';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { ok, type Result } from '../../infra/actions/result';
import { heroExists, USER_NOT_FOUND } from '../hero/hero-repository';
import { fairSeedsOf, lockFairSeeds, type FairSeedRow } from './fairness-repository';

const viewOf = (row: FairSeedRow): FairnessView => ({
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  nonce: row.nonce,
});

/** The hero's seed row locked (made on first use), refusing a hero that does not exist. */
async function lockedSeeds(ctx: ActionContext, tx: Tx) {
  if (!(await heroExists(tx, ctx.userId))) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
  return lockFairSeeds(tx, ctx.userId, ctx.fairSeeds, ctx.now);
}

/** POST /fairness: what is committed before the next draw (the seed's hash, never the seed). */
export async function fairnessState(ctx: ActionContext): Promise<Result<FairnessView>> {
  const row = await fairSeedsOf(ctx.db, ctx.userId);
  if (row) return ok(viewOf(row));
  return playerAction(ctx.db, async (tx) => viewOf(await lockedSeeds(ctx, tx)));
}

/**
 * POST /fairness/client-seed: the server seed and the nonce stay. The nonce only grows
 * while a server seed lives, so setting an earlier client seed again can never repeat a
 * message, and the player can never learn a coming draw from one already seen.
 */
export function setClientSeed(
  ctx: ActionContext,
  clientSeed: string,
): Promise<Result<FairnessView>> {
  return playerAction(ctx.db, ctx.idempotency, async (tx) => {
    const row = await lockedSeeds(ctx, tx);
    await tx.update(fairnessSeeds).set({ clientSeed }).where(eq(fairnessSeeds.userId, ctx.userId));
    return viewOf({ ...row, clientSeed });
  });
}

/**
 * POST /fairness/rotate: reveals the server seed and commits a new one in one
 * transaction under the row's lock, so no draw lands between the two. The nonce starts
 * again at 0 (a new seed makes new messages); the client seed stays. The revealed seed
 * is not kept: the player keeps what this answers.
 */
export function rotateSeed(ctx: ActionContext): Promise<Result<RotateResponse>> {
  return playerAction(ctx.db, ctx.idempotency, async (tx) => {
    const old = await lockedSeeds(ctx, tx);
    const { serverSeed } = ctx.fairSeeds();
    const next = {
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      nonce: 0,
      createdAt: ctx.now,
    };
    await tx.update(fairnessSeeds).set(next).where(eq(fairnessSeeds.userId, ctx.userId));
    return {
      revealed: { server_seed: old.serverSeed, ...viewOf(old) },
      next: viewOf({ ...old, ...next }),
    };
  });
}
