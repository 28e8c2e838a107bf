/**
 * `npm run db:restore -- FILE [--force]`: replaces the game's database with a backup
 * of its own kind. Refused while the game runs on it (PostgreSQL: unless --force).
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { restoreDatabase } from '../ops/backup';
import { reportResult, reportUsage } from './report-result';
import { runCommandLine } from './run-command-line';
import { userPath } from './user-path';

const USAGE = 'npm run db:restore -- FILE [--force]';

runCommandLine(async () => {
  let parsed;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  } catch (err) {
    return reportUsage((err as Error).message, USAGE);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) return reportUsage('Give exactly one backup file.', USAGE);
  const force = parsed.values.force === true;
  return reportResult(await restoreDatabase(loadEnv(), userPath(file), force));
});
