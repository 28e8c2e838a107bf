import type { Operation } from './operation';

/**
 * Every operator command by name: `npm run admin -- <name> [args]`. `help` is the
 * command line's own and lists these.
 */
export const operations: Record<string, Operation> = {};
