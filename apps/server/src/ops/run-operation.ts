import type { Operation, OperationContext, OperationResult } from './operation';

/** What running a command came to, wherever it ran (here or in the live server). */
export type Outcome =
  | { kind: 'result'; result: OperationResult }
  /** The arguments were wrong: nothing was done. */
  | { kind: 'usage'; message: string };

/** Runs one command; wrong arguments come back as their own outcome. */
export async function runOperation(
  operation: Operation,
  ctx: OperationContext,
  args: readonly string[],
): Promise<Outcome> {
  const result = await operation.run(ctx, args);
  return !result.ok && result.usage
    ? { kind: 'usage', message: result.message }
    : { kind: 'result', result };
}
