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
