import type { DatabaseHandle } from '../db/database';

/**
 * What an operator's command runs with: the game's database (opened by the command
 * line itself, or, for a PGlite directory a live server holds, that server's own
 * handle), the moment, and who ran it.
 */
export interface OperationContext {
  database: DatabaseHandle;
  now: Date;
  /** The operating-system user who ran the command (kept in the audit table). */
  operator: string;
}

/**
 * What a command answers: printed as text, or as JSON with `--json`. A refusal with
 * `usage` means its arguments were wrong (exit 2): its message ends with how the
 * command is written (admin-args.ts usageError).
 */
export type OperationResult =
  { ok: true; text: string; data?: unknown } | { ok: false; message: string; usage?: true };

/** One operator command: `npm run admin -- <name> [args]`. */
export interface Operation {
  /** Its arguments, as `npm run admin -- help` prints them, e.g. `<username> --reason TEXT`. */
  usage: string;
  /** One sentence: what it does. */
  summary: string;
  run(ctx: OperationContext, args: readonly string[]): Promise<OperationResult>;
}
