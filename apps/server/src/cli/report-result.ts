import type { OperationResult } from '../ops/operation';

/** Prints a result (a message on stderr when refused) and returns its exit code. */
export function reportResult(result: OperationResult): number {
  if (result.ok) console.log(result.text);
  else console.error(result.message);
  return result.ok ? 0 : 1;
}

/** Wrong arguments: the problem and the usage on stderr, exit code 2. */
export function reportUsage(problem: string, usage: string): number {
  console.error(`${problem}\nUsage: ${usage}`);
  return 2;
}
