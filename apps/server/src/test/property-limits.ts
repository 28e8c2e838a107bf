import fc from 'fast-check';

/**
 * Time limits for a long property test. Without them a real failure can spend the
 * whole test timeout shrinking (each run creates heroes and plays dozens of requests),
 * and the runner reports a bare timeout instead of the counterexample. With them a
 * run that hangs fails on its own, and shrinking stops in time to print how far it got.
 */
export function propertyLimits({ runMs, totalMs }: { runMs: number; totalMs: number }) {
  return {
    plugins: [fc.timeout(runMs), fc.interruptAfterTimeLimit(totalMs, { failOnInterrupt: true })],
  };
}
