/**
 * `npm run db:backup -- --out FILE`: the game's database into a new file. PostgreSQL
 * (DATABASE_URL) through pg_dump; PGlite (DATA_DIR) through its own dump, taken by
 * the live server when one runs.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { backupDatabase } from '../ops/backup';
import { reportResult, reportUsage } from './report-result';
import { runCommandLine } from './run-command-line';
import { userPath } from './user-path';

const USAGE = 'npm run db:backup -- --out FILE';

runCommandLine(async () => {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
  } catch (err) {
    return reportUsage((err as Error).message, USAGE);
  }
  if (!out) return reportUsage('Where to? --out FILE is required.', USAGE);
  return reportResult(await backupDatabase(loadEnv(), userPath(out), userInfo().username));
});
