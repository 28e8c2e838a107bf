import { ErrorCode } from '@demonbane/shared/error-codes';
import type { Queryable, Tx } from '../db/database';
import { operatorActions } from '../db/schema';
import { playerAction, refuse } from '../services/player-action';
import type { UsageError } from './admin-args';
import type { OperationContext, OperationResult } from './operation';

/** One run of a command that can change the game, as the audit keeps it. */
export interface AuditedRun {
  command: string;
  args: readonly string[];
  /** The account as the operator named it (null when the arguments did not say). */
  target: string | null;
}

type Outcome = 'done' | 'refused' | 'usage';

function record(
  db: Queryable,
  ctx: OperationContext,
  run: AuditedRun,
  outcome: Outcome,
  message: string,
  userId?: string,
) {
  return db.insert(operatorActions).values({
    at: ctx.now,
    operator: ctx.operator,
    command: run.command,
    target: run.target,
    userId: userId ?? null,
    args: [...run.args],
    outcome,
    message,
  });
}

/** Arguments that did not parse: nothing was done, and the audit says who tried what. */
export async function refusedUsage(
  ctx: OperationContext,
  run: AuditedRun,
  error: UsageError,
): Promise<UsageError> {
  await record(ctx.database.db, ctx, run, 'usage', error.message);
  return error;
}

/**
 * Runs a change in one transaction whose audit row commits with it: an action is never
 * done unrecorded. A refusal (`{ ok: false }` from `work`) rolls the transaction back and
 * is recorded on its own. `found.userId` is the account the work resolved, for the audit.
 */
export async function audited(
  ctx: OperationContext,
  run: AuditedRun,
  work: (tx: Tx, found: { userId?: string }) => Promise<OperationResult>,
): Promise<OperationResult> {
  const found: { userId?: string } = {};
  const result = await playerAction(ctx.database.db, async (tx) => {
    const answer = await work(tx, found);
    if (!answer.ok) return refuse(ErrorCode.Conflict, answer.message);
    await record(tx, ctx, run, 'done', answer.text, found.userId);
    return answer;
  });
  if (result.ok) return result.value;
  await record(ctx.database.db, ctx, run, 'refused', result.message, found.userId);
  return { ok: false, message: result.message };
}
