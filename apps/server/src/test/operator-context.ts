import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { operatorActions } from '../db/schema';
import type { Operation, OperationContext, OperationResult } from '../ops/operation';
import type { TestApp } from './test-app';

/** The context an operator's command gets, on the test app's database, at the clock's moment. */
export const operatorContext = (
  { database, clock }: Pick<TestApp, 'database' | 'clock'>,
  operator = 'tester',
): OperationContext => ({ database, now: clock.now, operator });

/** Runs a command as `npm run admin` would, now. */
export const runOperation = (
  testApp: Pick<TestApp, 'database' | 'clock'>,
  operation: Operation,
  args: readonly string[],
  operator?: string,
): Promise<OperationResult> => operation.run(operatorContext(testApp, operator), args);

/** The audit rows of the commands run against an account, newest first. */
export const auditOf = (db: Database, userId: string) =>
  db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.userId, userId))
    .orderBy(desc(operatorActions.id));

/** The audit row a command that went through leaves: who ran what, on whom, and its answer. */
export const doneAudit = (
  operator: string,
  command: string,
  target: string,
  args: readonly string[],
  result: OperationResult,
) => ({
  operator,
  command,
  target,
  args,
  outcome: 'done',
  message: result.ok ? result.text : '',
});
