import { ErrorCode } from '@demonbane/shared/error-codes';
import type { Queryable, Tx } from '../db/database';
import { operatorActions } from '../db/schema';
import { playerAction, refuse } from '../infra/actions/player-action';
import { findAccount, noSuchAccount, type TargetAccount } from './admin-account';
import {
  readArgs,
  usageError,
  type ArgsSpec,
  type ParsedArgs,
  type UsageError,
} from './admin-args';
import type { Operation, OperationContext, OperationResult } from './operation';

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
async function refusedUsage(
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
async function audited(
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

/**
 * Reads the arguments of a command that changes the game (its first positional is the
 * account): the parse, the run the audit keeps, and `usage`, which records a problem with
 * them and answers it with how the command is written.
 */
function auditedArgs(
  ctx: OperationContext,
  command: string,
  usageText: string,
  args: readonly string[],
  spec: ArgsSpec,
) {
  const parsed = readArgs(args, spec);
  const target = parsed.ok ? parsed.value.positionals[spec.positionals[0]!]! : (args[0] ?? null);
  const run: AuditedRun = { command, args, target };
  const usage = (problem: string) =>
    refusedUsage(ctx, run, usageError(command, usageText, problem));
  return { parsed, run, usage };
}

/** What an audited command acts with once its arguments have parsed. */
export interface AuditedCall {
  args: ParsedArgs;
  run: AuditedRun;
  /** Records a problem with the arguments and answers it with how the command is written. */
  usage: (problem: string) => Promise<UsageError>;
}

/**
 * A command that changes the game: its arguments are read first, and arguments that do
 * not parse are recorded and answered with `usage` before `act` runs.
 */
export function auditedOperation(
  command: string,
  about: { usage: string; summary: string; args: ArgsSpec },
  act: (ctx: OperationContext, call: AuditedCall) => Promise<OperationResult>,
): Operation {
  return {
    usage: about.usage,
    summary: about.summary,
    async run(ctx, args) {
      const { parsed, run, usage } = auditedArgs(ctx, command, about.usage, args, about.args);
      if (!parsed.ok) return usage(parsed.problem);
      return act(ctx, { args: parsed.value, run, usage });
    },
  };
}

/** `audited` on the account the run names: refused, and recorded, when there is none. */
export function auditedOnAccount(
  ctx: OperationContext,
  run: AuditedRun,
  work: (tx: Tx, account: TargetAccount) => Promise<OperationResult>,
): Promise<OperationResult> {
  return audited(ctx, run, async (tx, found) => {
    const account = await findAccount(tx, run.target!);
    if (!account) return { ok: false, message: noSuchAccount(run.target!) };
    found.userId = account.userId;
    return work(tx, account);
  });
}
