import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tactics } from '@demonbane/game/battle/round';
import type { BuffState } from '@demonbane/game/buffs';
import type { ItemId } from '@demonbane/game/items';
import type { Tx } from '../../db/database';
import { battles, heroes, heroItems, users } from '../../db/schema';
import type { IdempotencyClaim, StoredKey } from '../../infra/actions/player-action';
import { requestOf, storedKeyColumn } from '../../infra/actions/natural-key-action';
import { buffsColumn, buffsFromJson, heroColumns, type StoredHero } from '../hero/hero-repository';

export type BattleRow = typeof battles.$inferSelect;
/** A battle as a round reads it: the last round's answer only when it is asked for again. */
export type RoundBattle = Omit<BattleRow, 'lastAnswer'>;

// Every column but the stored answer, which a round reads only on a retry.
const { lastAnswer: _answer, ...roundBattleColumns } = getTableColumns(battles);

/** Everything one battle round reads, fetched and locked in one statement. */
export interface RoundState {
  battle: RoundBattle;
  /** The battle's last answer when its key is the request's (a retry), else null. */
  lastAnswer: unknown;
  /** The request's key as idempotency_keys answered it (first used elsewhere), else null. */
  storedKey: StoredKey | null;
  hero: StoredHero;
  buffs: BuffState[];
  /** Stacks owned (qty > 0); the battle screen offers the healing ones. */
  items: { itemId: ItemId; qty: number }[];
}

/**
 * The hero's battle with its hero, buffs and items, the battle and hero rows locked
 * for the rest of the transaction; undefined when there is none or it is not of `kind`
 * (`anyKind`: whatever its kind, so that its key is known to the other kind's route). A round is the hottest call in the game:
 * one statement here replaces the five reads it used to take. With a claim it also
 * tells whether the key was answered already. The battle's own key columns come from
 * the row as locked, i.e. as a concurrent same-key round committed them.
 */
export async function lockRoundState(
  tx: Tx,
  userId: string,
  kind: 'explore' | 'hunt' | 'anyKind',
  claim?: IdempotencyClaim,
): Promise<RoundState | undefined> {
  const [row] = await tx
    .select({
      // A round that goes on changes nothing of value (HP and the log), so it need not
      // wait for the WAL flush; rounds that pay out switch it back (durableCommit).
      // Read in this statement so the hot path pays no extra round trip. ADR 0004.
      _commit: sql`set_config('synchronous_commit', 'off', true)`,
      battle: roundBattleColumns,
      lastAnswer: claim
        ? sql`CASE WHEN ${battles.lastKey} = ${claim.key} THEN ${battles.lastAnswer} END`
        : sql`NULL::jsonb`,
      storedKey: storedKeyColumn(claim),
      hero: heroColumns,
      buffs: buffsColumn(battles.userId),
      items: sql<{ itemId: ItemId; qty: number }[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'itemId', ${heroItems.itemId}, 'qty', ${heroItems.qty})
          ORDER BY ${heroItems.itemId}), '[]'::json)
        FROM ${heroItems} WHERE ${heroItems.userId} = ${battles.userId} AND ${heroItems.qty} > 0)`,
    })
    .from(battles)
    .innerJoin(heroes, eq(heroes.userId, battles.userId))
    .innerJoin(users, eq(users.id, battles.userId))
    .where(eq(battles.userId, userId))
    .for('update', { of: [battles, heroes] });
  if (!row || (kind !== 'anyKind' && row.battle.kind !== kind)) return undefined;
  return {
    battle: row.battle,
    lastAnswer: row.lastAnswer,
    storedKey: row.storedKey,
    hero: row.hero,
    buffs: buffsFromJson(row.buffs),
    items: row.items,
  };
}

/** The round ended the battle: rewards, losses and progress are flushed before the answer. */
export async function durableCommit(tx: Tx) {
  await tx.execute(sql`SELECT set_config('synchronous_commit', 'on', true)`);
}

/**
 * A round that did not end the battle: the monster's and the hero's HP, in one
 * statement; with a claim, the round's key and answer too (a retry replays them).
 */
export async function saveOngoingRound(
  tx: Tx,
  userId: string,
  round: {
    monsterHp: number;
    round: number;
    log: string[];
    tactics: Tactics;
    heroHp: number;
    now: Date;
  },
  keyed?: { claim: IdempotencyClaim; answer: unknown },
) {
  const battleUpdate = tx
    .update(battles)
    .set({
      monsterHp: round.monsterHp,
      round: round.round,
      log: round.log,
      tactics: round.tactics,
      ...(keyed && {
        lastKey: keyed.claim.key,
        lastRequest: requestOf(keyed.claim),
        lastAnswer: keyed.answer,
      }),
    })
    .where(eq(battles.userId, userId));
  const heroUpdate = tx
    .update(heroes)
    .set({ hp: round.heroHp, hpUpdatedAt: round.now, updatedAt: round.now })
    .where(eq(heroes.userId, userId));
  // Both rows are already locked by lockRoundState; one round trip writes both.
  await tx.execute(sql`WITH b AS (${battleUpdate.getSQL()}) ${heroUpdate.getSQL()}`);
}
