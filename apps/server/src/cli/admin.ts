/**
 * `npm run admin -- <command> [args] [--json]`: the operator's commands on the game's
 * database, found as the server finds it (DATABASE_URL, or DATA_DIR). `help` lists them.
 */
import { userInfo } from 'node:os';
import { loadEnv } from '../config/env';
import { runAdmin } from '../ops/command-line';
import { operations } from '../ops/operations';
import { runCommandLine } from './run-command-line';

runCommandLine(async () =>
  runAdmin(process.argv.slice(2), {
    env: loadEnv(),
    operations,
    operator: userInfo().username,
    io: { out: (text) => console.log(text), err: (text) => console.error(text) },
  }),
);
