import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tactics } from '@demonbane/game/battle/round';
import type { BuffState } from '@demonbane/game/buffs';
import type { ItemId } from '@demonbane/game/items';
import type { MapId } from '@demonbane/game/maps';
import type { Tx } from '../../db/database';
import { builtStatement, setValues, type Placeholders } from '../../db/built-statement';
import { battles, explorations, heroes, heroItems, users } from '../../db/schema';
import type { IdempotencyClaim, StoredKey } from '../../infra/actions/player-action';
import { requestOf, storedKeyColumn } from '../../infra/actions/natural-key-action';
import { buffsColumn, buffsFromJson, heroColumns, type StoredHero } from '../hero/hero-repository';
import type { ReplayCarry, ReplayStep } from './battle-replay';

export type BattleRow = typeof battles.$inferSelect;
/**
 * A battle as a round reads it: the last round's answer only when it is asked for again,
 * and never the replay it is building (only appended to).
 */
export type RoundBattle = Omit<BattleRow, 'lastAnswer' | 'replayInputs' | 'replayLog'>;

// Every column but the stored answer, which a round reads only on a retry, and the
// replay's inputs and lines, which grow with the fight and only its end reads.
export const {
  lastAnswer: _answer,
  replayInputs: _inputs,
  replayLog: _lines,
  ...roundBattleColumns
} = getTableColumns(battles);

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
  /** Where the hero explores, if it does (what an explore fight's end needs). */
  walk: RoundWalk | null;
}

export interface RoundWalk {
  mapId: MapId;
  area: number;
  x: number;
  y: number;
  reachedGoal: boolean;
}

// A round that goes on changes nothing of value (HP and the log), so it need not
// wait for the WAL flush; rounds that end the fight switch it back (endBattle). Read in
// the locked statement so the hot path pays no extra round trip. ADR 0004.
const asyncCommit = sql`set_config('synchronous_commit', 'off', true)`;
/** Back to waiting for the WAL flush: what the transaction has moved is of value. */
export const durableCommit = sql`set_config('synchronous_commit', 'on', true)`;

const itemsColumn = sql<{ itemId: ItemId; qty: number }[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'itemId', ${heroItems.itemId}, 'qty', ${heroItems.qty})
    ORDER BY ${heroItems.itemId}), '[]'::json)
  FROM ${heroItems} WHERE ${heroItems.userId} = ${battles.userId} AND ${heroItems.qty} > 0)`;

/** The one locked read of a round, with or without a key to look up (two texts, each built once). */
const lockRound = <V extends { userId: string }>(
  keyColumns: (p: Placeholders<V>) => { lastAnswer: SQL; storedKey: SQL<StoredKey | null> },
) =>
  builtStatement((q, p: Placeholders<V>) =>
    q
      .select({
        _commit: asyncCommit,
        battle: roundBattleColumns,
        ...keyColumns(p),
        hero: heroColumns,
        buffs: buffsColumn(battles.userId),
        items: itemsColumn,
        // An explore fight's walk (where it is, whether the boss guards the goal): read
        // here so that an explore round costs no read of its own.
        walk: {
          mapId: explorations.mapId,
          area: explorations.area,
          x: explorations.x,
          y: explorations.y,
          reachedGoal: explorations.reachedGoal,
        },
      })
      .from(battles)
      .innerJoin(heroes, eq(heroes.userId, battles.userId))
      .innerJoin(users, eq(users.id, battles.userId))
      .leftJoin(explorations, eq(explorations.userId, battles.userId))
      .where(eq(battles.userId, p.userId))
      .for('update', { of: [battles, heroes] }),
  );

const lockKeyless = lockRound<{ userId: string }>(() => ({
  lastAnswer: sql`NULL::jsonb`,
  storedKey: storedKeyColumn(undefined),
}));

const lockKeyed = lockRound<{ userId: string; key: string }>((p) => ({
  lastAnswer: sql`CASE WHEN ${battles.lastKey} = ${p.key} THEN ${battles.lastAnswer} END`,
  // Only the claim's user and key are in the text: the rest of it is never read here.
  storedKey: storedKeyColumn({ userId: p.userId, key: p.key } as unknown as IdempotencyClaim),
}));

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
  const [row] = claim
    ? await lockKeyed.run(tx, { userId, key: claim.key })
    : await lockKeyless.run(tx, { userId });
  if (!row || (kind !== 'anyKind' && row.battle.kind !== kind)) return undefined;
  return {
    battle: row.battle,
    lastAnswer: row.lastAnswer,
    storedKey: row.storedKey,
    hero: row.hero,
    buffs: buffsFromJson(row.buffs),
    items: row.items,
    walk: row.walk,
  };
}

interface OngoingRound {
  userId: string;
  monsterHp: number;
  round: number;
  log: string[];
  tactics: Tactics;
  heroHp: number;
  now: Date;
  /** The round's replay input and lines, each a jsonb array text appended as it stands. */
  replayInput: string;
  replayLines: string;
  replayHero: ReplayCarry;
}

/** The round's write: battle and hero in one statement (both rows are locked already). */
const saveRound = <V extends OngoingRound>(keyColumns: (v: V) => object) =>
  builtStatement<V>((q, p) => {
    const v = setValues(p);
    const battleUpdate = q
      .update(battles)
      .set({
        monsterHp: v.monsterHp,
        round: v.round,
        log: v.log,
        tactics: v.tactics,
        // Appended in place, never read back by a round: a few hundred bytes a round.
        replayInputs: sql`${battles.replayInputs} || ${p.replayInput}::jsonb`,
        replayLog: sql`${battles.replayLog} || ${p.replayLines}::jsonb`,
        replayHero: v.replayHero,
        ...keyColumns(v),
      })
      .where(eq(battles.userId, p.userId));
    const heroUpdate = q
      .update(heroes)
      .set({ hp: v.heroHp, hpUpdatedAt: v.now, updatedAt: v.now })
      .where(eq(heroes.userId, p.userId));
    return sql`WITH b AS (${battleUpdate.getSQL()}) ${heroUpdate.getSQL()}`;
  });

const saveKeyless = saveRound<OngoingRound>(() => ({}));
const saveKeyed = saveRound<OngoingRound & { key: string; request: string; answer: unknown }>(
  (p) => ({ lastKey: p.key, lastRequest: p.request, lastAnswer: p.answer }),
);

type RoundSaved = Omit<OngoingRound, 'userId' | 'replayInput' | 'replayLines' | 'replayHero'>;

/**
 * A round that did not end the battle: the monster's and the hero's HP and the round's
 * replay step, in one statement; with a claim, the round's key and answer too (a retry
 * replays them).
 */
export async function saveOngoingRound(
  tx: Tx,
  userId: string,
  saved: RoundSaved,
  step: ReplayStep,
  keyed?: { claim: IdempotencyClaim; answer: unknown },
) {
  const round = {
    userId,
    ...saved,
    replayInput: JSON.stringify([step.input]),
    replayLines: JSON.stringify(step.lines),
    replayHero: step.carry,
  };
  if (!keyed) return void (await saveKeyless.run(tx, round));
  const { claim, answer } = keyed;
  await saveKeyed.run(tx, { ...round, key: claim.key, request: requestOf(claim), answer });
}
