import type { Operation } from './operation';
import { banOperation, unbanOperation } from './admin-ban';
import { grantOperation } from './admin-grant';
import { playerOperation } from './admin-player';
import { reportsOperation } from './admin-reports';

/**
 * Every operator command by name: `npm run admin -- <name> [args]`. `help` is the
 * command line's own and lists these.
 */
export const operations: Record<string, Operation> = {
  player: playerOperation,
  ban: banOperation,
  unban: unbanOperation,
  grant: grantOperation,
  reports: reportsOperation,
};
