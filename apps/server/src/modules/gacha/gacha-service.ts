import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { equipmentById, pieceStats } from '@demonbane/game/equipment';
import {
  BOXES,
  EMPTY_DRAW,
  MULTI_GUARANTEE,
  boxByIndex,
  drawPrice,
  findBox,
  publishedRates,
  type DrawAmount,
} from '@demonbane/game/gacha';
import { fairDraw } from '@demonbane/game/fair-draw';
import type { DrawResponse, GachaBoxView, HistoryResponse } from '@demonbane/shared/gacha-schemas';
import { gachaDraws, gachaPity } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { spend } from '../ledger/currency';
import { publish } from '../../infra/events/publish';
import { addEquipment } from '../ledger/stock';
import { USER_NOT_FOUND, heroExists } from '../hero/hero-repository';
import type { ActionContext } from '../../infra/actions/action-context';
import { affixViews } from '../hero/piece-view';
import { fairnessOf, takeFairRoll } from '../fairness/fairness-repository';

const CURRENCY_NAME = { gold: 'gold', soul: 'souls' } as const;

/** GET /gacha/boxs: the published tables, read from the same data the draw uses. */
export function listBoxes(): GachaBoxView[] {
  return BOXES.map((box) => ({
    index: box.index,
    box: box.name,
    description: box.description,
    rarity: publishedRates(box).map((r) => ({ [r.key]: r.percent })),
    currencies: box.currency,
    price: box.price,
    ...(box.multiPrice !== undefined ? { multi_price: box.multiPrice } : {}),
    pity: box.pity,
    guarantee: `Every x11 draw holds at least one ${MULTI_GUARANTEE} or better.`,
    levels: [box.levels[0], box.levels[1]],
  }));
}

/**
 * POST /gacha: spends the price and adds the drawn pieces in one transaction.
 * The pity row is locked first, so one hero's draws on a box are counted in order;
 * the hero's fair seed row last (as every action takes it), whose nonce the request
 * takes: the draw is `fairDraw` of the committed seed (docs/fairness.md).
 */
export function draw(
  ctx: ActionContext,
  boxIndex: number,
  amount: DrawAmount,
): Promise<Result<DrawResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const box = findBox(boxIndex);
    if (!box) return refuse(ErrorCode.NotFound, 'There is no such box.');
    if (!(await heroExists(tx, userId))) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);

    await tx
      .insert(gachaPity)
      .values({ userId, boxIndex: box.index, sinceEpic: 0 })
      .onConflictDoNothing();
    const [pity] = await tx
      .select({ sinceEpic: gachaPity.sinceEpic })
      .from(gachaPity)
      .where(and(eq(gachaPity.userId, userId), eq(gachaPity.boxIndex, box.index)))
      .for('update');

    const price = drawPrice(box, amount);
    const left = await spend(tx, userId, box.currency, price, {
      kind: 'gacha',
      ref: box.name,
      reason: `gacha: ${box.name} x${amount}`,
    });
    if (left === null) {
      return refuse(
        ErrorCode.Conflict,
        `Not enough ${CURRENCY_NAME[box.currency]}: x${amount} costs ${price}.`,
      );
    }

    const pityBefore = pity?.sinceEpic ?? 0;
    const roll = await takeFairRoll(tx, userId, ctx.fairSeeds, now);
    const { draws, sinceEpic } = fairDraw(roll.input, box, amount, pityBefore);
    for (const d of draws)
      if (d.item && d.outcome) await addEquipment(tx, userId, d.item.id, d.outcome);
    await tx
      .update(gachaPity)
      .set({ sinceEpic })
      .where(and(eq(gachaPity.userId, userId), eq(gachaPity.boxIndex, box.index)));
    await tx.insert(gachaDraws).values(
      draws.map((d, drawIndex) => ({
        userId,
        boxIndex: box.index,
        itemId: d.item?.id ?? null,
        rarity: d.outcome,
        rolled: d.rolled === undefined ? null : (d.rolled ?? 'null'),
        source: d.source,
        createdAt: now,
        ...roll.kept,
        drawIndex,
        pityBefore,
      })),
    );
    const drawn = {
      box: box.name,
      gearLevel: box.levels[1],
      currency: box.currency,
      draws: amount,
    };
    await publish(tx, { type: 'draw.made', userId, now, ...drawn });
    return {
      success: true as const,
      message: amount === 1 ? 'The box creaks open…' : 'Eleven boxes creak open…',
      items: draws.map((d) => ({
        name: d.item?.name ?? EMPTY_DRAW.name,
        rarity: d.outcome,
        stats: d.item && d.outcome ? pieceStats(d.item, d.outcome) : null,
        level: d.item?.level ?? null,
        affixes: d.item && d.outcome ? affixViews(d.item, d.outcome) : [],
        description: d.item?.description ?? EMPTY_DRAW.description,
        source: d.source,
      })),
      currencyRemaining: left,
      currency: box.currency,
      pity: { since_epic: sinceEpic, threshold: box.pity },
      fairness: fairnessOf(roll.kept, pityBefore),
    };
  });
}

/** POST /gacha/history: the hero's last draws and pity counters. */
export async function drawHistory(ctx: ActionContext): Promise<Result<HistoryResponse>> {
  const { db, userId } = ctx;
  if (!(await heroExists(db, userId))) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const rows = await db
    .select()
    .from(gachaDraws)
    .where(eq(gachaDraws.userId, userId))
    .orderBy(desc(gachaDraws.createdAt), desc(gachaDraws.id))
    .limit(50);
  const counters = await db.select().from(gachaPity).where(eq(gachaPity.userId, userId));
  return ok({
    history: rows.map((r) => {
      const item = r.itemId ? equipmentById(r.itemId).name : EMPTY_DRAW.name;
      return {
        box: boxByIndex(r.boxIndex).name,
        name: item,
        rarity: (r.rarity as DrawResponse['items'][number]['rarity']) ?? null,
        source: r.source as 'roll' | 'pity' | 'guarantee',
        drawn_at: r.createdAt.toISOString(),
      };
    }),
    pity: BOXES.map((box) => ({
      index: box.index,
      box: box.name,
      since_epic: counters.find((c) => c.boxIndex === box.index)?.sinceEpic ?? 0,
      threshold: box.pity,
    })),
  });
}

/** GET /gacha/audit, kept cheap by folding draws into running totals (gacha-audit.ts). */
export { audit, foldGachaDraws } from './gacha-audit';
