import { eq } from 'drizzle-orm';
import type { ReplayRecord } from '@demonbane/game/battle/replay';
import type { Queryable, Tx } from '../../db/database';
import { replays } from '../../db/schema';

/**
 * Keeps a fight played at once (an arena duel, a raid attack) for its replay, in the
 * fight's transaction; answers its id. Fights played by request keep theirs as their
 * battle row ends (battle-service's endBattle).
 */
export async function keepReplay(
  tx: Tx,
  userId: string,
  record: Omit<Extract<ReplayRecord, { kind: 'arena' | 'raid' }>, 'inputs'>,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(replays)
    // Played at once: no player's input between rounds.
    .values({ userId, ...record, inputs: [], createdAt: now })
    .returning({ id: replays.id });
  return row!.id;
}

/** A stored replay by id, if it is still kept. */
export async function findReplay(db: Queryable, id: string) {
  const [row] = await db.select().from(replays).where(eq(replays.id, id));
  return row;
}
