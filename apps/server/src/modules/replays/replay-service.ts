import { ErrorCode } from '@demonbane/shared/error-codes';
import type { ReplayResponse } from '@demonbane/shared/replay-schemas';
import type { ReadContext } from '../../infra/actions/action-context';
import { fail, ok, type Result } from '../../infra/actions/result';
import { findReplay } from './replay-repository';

/** GET /replays/:id: anyone may watch a kept fight; a swept one is gone. */
export async function replayById(ctx: ReadContext, id: string): Promise<Result<ReplayResponse>> {
  const row = await findReplay(ctx.db, id);
  if (!row) return fail(ErrorCode.NotFound, 'There is no such replay: it may have been swept.');
  // The columns are typed one by one; as written they are one ReplayRecord.
  return ok({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    fighters: row.fighters,
    seed: row.seed,
    inputs: row.inputs,
    log: row.log,
  } as ReplayResponse);
}
