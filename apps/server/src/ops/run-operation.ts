import type { Operation, OperationContext, OperationResult } from './operation';
import { UsageError } from './usage-error';

/** What running a command came to, wherever it ran (here or in the live server). */
export type Outcome =
  | { kind: 'result'; result: OperationResult }
  /** The arguments were wrong: nothing was done. */
  | { kind: 'usage'; message: string };

/** Runs one command; wrong arguments come back as an outcome, anything else unexpected throws. */
export async function runOperation(
  operation: Operation,
  ctx: OperationContext,
  args: readonly string[],
): Promise<Outcome> {
  try {
    return { kind: 'result', result: await operation.run(ctx, args) };
  } catch (err) {
    if (err instanceof UsageError) return { kind: 'usage', message: err.message };
    throw err;
  }
}
