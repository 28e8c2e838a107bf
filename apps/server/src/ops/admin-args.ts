import { parseArgs } from 'node:util';

/** A refusal to run at all: what was wrong, then how the command is written (exit 2). */
export interface UsageError {
  ok: false;
  usage: true;
  message: string;
}

export function usageError(command: string, usage: string, problem: string): UsageError {
  return {
    ok: false,
    usage: true,
    message: `${problem}\nUsage: npm run admin -- ${command} ${usage}`,
  };
}

export interface ArgsSpec {
  /** The positional arguments' names, in order: each is required, no more are allowed. */
  positionals: readonly string[];
  /** `--name VALUE` options; those in `required` must be given. */
  options?: readonly string[];
  required?: readonly string[];
}

export interface ParsedArgs {
  positionals: Record<string, string>;
  options: Record<string, string | undefined>;
}

// parseArgs reads `-300` as short options; a negative number is a value here.
const NEGATIVE = /^-\d+$/;
const MARK = '\u0000';

/**
 * Reads a command's arguments (node:util parseArgs, strict): the positionals by name,
 * the `--options`; a problem in words otherwise.
 */
export function readArgs(
  args: readonly string[],
  spec: ArgsSpec,
): { ok: true; value: ParsedArgs } | { ok: false; problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: args.map((a) => (NEGATIVE.test(a) ? MARK + a : a)),
      options: Object.fromEntries((spec.options ?? []).map((o) => [o, { type: 'string' }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return { ok: false, problem: err instanceof Error ? err.message : String(err) };
  }
  const given = parsed.positionals.map((p) => (p.startsWith(MARK) ? p.slice(1) : p));
  if (given.length < spec.positionals.length)
    return { ok: false, problem: `Missing ${spec.positionals[given.length]}.` };
  if (given.length > spec.positionals.length)
    return { ok: false, problem: `Unexpected argument "${given[spec.positionals.length]}".` };
  const options = parsed.values as Record<string, string | undefined>;
  for (const name of spec.required ?? []) {
    if (!options[name]?.trim()) return { ok: false, problem: `--${name} is required.` };
  }
  return {
    ok: true,
    value: {
      positionals: Object.fromEntries(spec.positionals.map((name, i) => [name, given[i]!])),
      options,
    },
  };
}

/** A whole number written in plain digits (an optional minus), within the bounds. */
export function readWholeNumber(text: string, min: number, max: number): number | null {
  if (!/^-?\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The longest reason an operator may give (it is shown to players and kept). */
export const MAX_REASON_LENGTH = 500;

/** A reason: trimmed, not empty, not too long; or a problem. */
export function readReason(
  text: string | undefined,
): { ok: true; value: string } | { ok: false; problem: string } {
  const reason = text?.trim() ?? '';
  if (!reason) return { ok: false, problem: '--reason is required.' };
  if (reason.length > MAX_REASON_LENGTH)
    return { ok: false, problem: `--reason is at most ${MAX_REASON_LENGTH} characters.` };
  return { ok: true, value: reason };
}
