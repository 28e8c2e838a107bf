import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  COSMETICS,
  findCosmetic,
  owns,
  type CosmeticKind,
  type HeroDeeds,
} from '@demonbane/game/cosmetics';
import type { CosmeticsResponse } from '@demonbane/shared/endgame-schemas';
import type { Queryable } from '../../db/database';
import { heroCosmetics, heroes, huntProgress } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import type { ActionContext } from '../../infra/actions/action-context';
import { spend } from '../ledger/currency';
import { findHero, USER_NOT_FOUND, type StoredHero } from '../hero/hero-repository';
import { renownOf } from '../hero/renown-view';

const NO_SUCH = 'There is no such cosmetic.';
const COLUMN = { title: 'titleId', frame: 'frameId' } as const;

/** What a hero owns: its deeds (earned cosmetics are read from them) and what it bought. */
async function holdingsOf(db: Queryable, hero: StoredHero) {
  const [progress] = await db
    .select({ highest: huntProgress.highestFloor })
    .from(huntProgress)
    .where(eq(huntProgress.userId, hero.userId));
  const bought = await db
    .select({ id: heroCosmetics.cosmeticId })
    .from(heroCosmetics)
    .where(eq(heroCosmetics.userId, hero.userId));
  const deeds: HeroDeeds = { ascensions: hero.ascensions, highestHunt: progress?.highest ?? 0 };
  return { deeds, bought: new Set(bought.map((b) => b.id)) };
}

type Holdings = Awaited<ReturnType<typeof holdingsOf>>;

function cosmeticsView(hero: StoredHero, { deeds, bought }: Holdings): CosmeticsResponse {
  return {
    cosmetics: COSMETICS.map((c) => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      description: c.description,
      price: c.price,
      owned: owns(c, deeds, bought),
      worn: hero[COLUMN[c.kind]] === c.id,
    })),
    gold: hero.gold,
    ...renownOf(hero),
  };
}

/** POST /cosmetics: every title and frame, which are owned and which are worn. */
export async function listCosmetics(ctx: ActionContext): Promise<Result<CosmeticsResponse>> {
  const hero = await findHero(ctx.db, ctx.userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  return ok(cosmeticsView(hero, await holdingsOf(ctx.db, hero)));
}

/** POST /cosmetics/buy: a cosmetic sold for gold, paid through the ledger, kept for good. */
export function buyCosmetic(
  ctx: ActionContext,
  cosmeticId: string,
): Promise<Result<CosmeticsResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const cosmetic = findCosmetic(cosmeticId);
    if (!cosmetic) return refuse(ErrorCode.NotFound, NO_SUCH);
    if (cosmetic.price === null) {
      return refuse(ErrorCode.Conflict, `${cosmetic.name} is earned, not sold.`);
    }
    const holdings = await holdingsOf(tx, hero);
    if (holdings.bought.has(cosmetic.id)) {
      return refuse(ErrorCode.Conflict, `You already own ${cosmetic.name}.`);
    }
    const gold = await spend(tx, userId, 'gold', cosmetic.price, {
      kind: 'cosmetic',
      ref: cosmetic.id,
      reason: `cosmetic: ${cosmetic.id}`,
    });
    if (gold === null) {
      return refuse(
        ErrorCode.Conflict,
        `Not enough gold: ${cosmetic.name} costs ${cosmetic.price}.`,
      );
    }
    await tx.insert(heroCosmetics).values({ userId, cosmeticId: cosmetic.id, boughtAt: now });
    holdings.bought.add(cosmetic.id);
    return cosmeticsView({ ...hero, gold }, holdings);
  });
}

/** POST /cosmetics/wear: wear an owned title or frame, or take it off (null). */
export function wearCosmetic(
  ctx: ActionContext,
  kind: CosmeticKind,
  cosmeticId: string | null,
): Promise<Result<CosmeticsResponse>> {
  const { db, userId, now } = ctx;
  return playerAction(db, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const holdings = await holdingsOf(tx, hero);
    if (cosmeticId !== null) {
      const cosmetic = findCosmetic(cosmeticId);
      if (!cosmetic) return refuse(ErrorCode.NotFound, NO_SUCH);
      if (cosmetic.kind !== kind)
        return refuse(ErrorCode.Conflict, `${cosmetic.name} is not a ${kind}.`);
      if (!owns(cosmetic, holdings.deeds, holdings.bought)) {
        return refuse(ErrorCode.Conflict, `You do not own ${cosmetic.name}.`);
      }
    }
    const worn = { [COLUMN[kind]]: cosmeticId };
    await tx
      .update(heroes)
      .set({ ...worn, updatedAt: now })
      .where(eq(heroes.userId, userId));
    return cosmeticsView({ ...hero, ...worn }, holdings);
  });
}
