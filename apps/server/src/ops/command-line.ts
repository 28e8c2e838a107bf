import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { appSubscribers } from '../app-subscribers';
import { installSubscribers } from '../infra/events/subscribers';
import { ADMIN_APPLICATION_NAME, openDatabase } from '../db/open-database';
import { DataDirLockedError } from '../db/pglite-lock';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Operation, OperationResult } from './operation';
import { askLiveServer, type LiveReply } from './operator-client';
import { runOperation, type Outcome } from './run-operation';

/** Where the command line writes: standard output and standard error. */
export interface CommandLineIo {
  out(text: string): void;
  err(text: string): void;
}

export interface AdminOptions {
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>;
  operations: Record<string, Operation>;
  /** The operating-system user running the command. */
  operator: string;
  io: CommandLineIo;
  now?: () => Date;
}

/** Exit codes: done; refused or failed; the command or its arguments are wrong. */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

/**
 * `npm run admin -- <command> [args] [--json]`: runs one operation on the game's
 * database (PostgreSQL: opened here; PGlite: in the live server holding DATA_DIR, or
 * opened here when none does) and returns the exit code.
 */
export async function runAdmin(argv: readonly string[], opts: AdminOptions): Promise<number> {
  const { operations, io } = opts;
  const json = argv.includes('--json');
  const [command, ...args] = argv.filter((arg) => arg !== '--json');
  const help = helpText(operations);
  if (command === 'help') {
    if (json) io.out(JSON.stringify(helpData(operations)));
    else io.out(help);
    return EXIT.ok;
  }
  const operation = command && Object.hasOwn(operations, command) ? operations[command] : undefined;
  if (!command || !operation) {
    const message = command ? `Unknown command "${command}".` : 'No command given.';
    if (json) io.out(JSON.stringify({ ok: false, message, usage: help }));
    else io.err(`${message}\n\n${help}`);
    return EXIT.usage;
  }
  const usage = `Usage: npm run admin -- ${command} ${operation.usage}`.trimEnd();
  try {
    const outcome = await runSomewhere(command, operation, args, opts);
    return report(outcome, usage, json, io);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (json) io.out(JSON.stringify({ ok: false, message }));
    else io.err(`The command failed: ${message}`);
    return EXIT.refused;
  }
}

type Ran = Outcome | { kind: 'refused' | 'failed'; message: string };

async function runSomewhere(
  command: string,
  operation: Operation,
  args: string[],
  { env, operator, now = () => new Date() }: AdminOptions,
): Promise<Ran> {
  const local = async (database: DatabaseHandle) => {
    try {
      return await runOperation(operation, { database, now: now(), operator }, args);
    } finally {
      await database.close();
    }
  };
  if (env.DATABASE_URL) return local(await openHere(env.DATABASE_URL, env.DATA_DIR));
  const dataDir = resolve(env.DATA_DIR);
  const ask = () => askLiveServer(dataDir, { command, args, operator });
  const live = await ask();
  if (live) return fromServer(live);
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    return { kind: 'refused', message: `There is no game database in ${dataDir} (DATA_DIR).` };
  }
  try {
    return await local(await openHere(undefined, dataDir));
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // A server started in between: it holds the directory now, so ask it.
    const late = await ask();
    return late ? fromServer(late) : { kind: 'refused', message: err.message };
  }
}

/**
 * Opens the database the way the server does (migrating it), with a small pool, and the
 * game's event subscribers: a ban's `account.banned` is heard as on a server.
 */
export async function openHere(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({
    databaseUrl,
    dataDir,
    poolSize: 2,
    applicationName: ADMIN_APPLICATION_NAME,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  installSubscribers(handle.db, appSubscribers(undefined));
  return handle;
}

function fromServer(reply: LiveReply): Ran {
  if ('message' in reply) return { kind: 'refused', message: reply.message };
  if (reply.answer.kind === 'dump') return { kind: 'failed', message: 'An unexpected answer.' };
  return reply.answer;
}

function report(outcome: Ran, usage: string, json: boolean, io: CommandLineIo): number {
  if (outcome.kind === 'usage') {
    if (json) io.out(JSON.stringify({ ok: false, message: outcome.message, usage }));
    // The operation's message already ends with how the command is written.
    else io.err(outcome.message);
    return EXIT.usage;
  }
  const result: OperationResult =
    outcome.kind === 'result' ? outcome.result : { ok: false, message: outcome.message };
  if (json) io.out(JSON.stringify(result));
  else if (result.ok) io.out(result.text);
  else io.err(result.message);
  return result.ok ? EXIT.ok : EXIT.refused;
}

const HELP_USAGE = { usage: '', summary: 'List the commands, their arguments and what they do.' };

function helpData(operations: Record<string, Operation>) {
  const all = { help: HELP_USAGE, ...operations };
  return Object.entries(all).map(([name, op]) => ({
    command: name,
    usage: op.usage,
    summary: op.summary,
  }));
}

function helpText(operations: Record<string, Operation>): string {
  const rows = helpData(operations).map((c) => [`${c.command} ${c.usage}`.trimEnd(), c.summary]);
  const width = Math.max(...rows.map(([left]) => left!.length));
  return [
    'Usage: npm run admin -- <command> [args] [--json]',
    '',
    'Commands:',
    ...rows.map(([left, summary]) => `  ${left!.padEnd(width)}  ${summary}`),
    '',
    'Exit codes: 0 done, 1 refused or failed, 2 unknown command or wrong arguments.',
  ].join('\n');
}
