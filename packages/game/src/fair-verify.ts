import {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN,
  fairDraw,
  fairForge,
  serverSeedHash,
  type FairInput,
} from './fair-draw';
import { planForge, type ForgePlanResult } from './forge';
import { DRAW_AMOUNTS, EMPTY_DRAW, findBox, type DrawAmount, type GachaBox } from './gacha';

/**
 * `npm run verify`: recomputes a draw request or a forging from revealed seeds
 * (docs/fairness.md). The arguments are parsed and the roll made here, purely; the
 * script only hands over argv and prints.
 */

export const VERIFY_USAGE = `Usage:
  npm run -s verify -- --server-seed S --client-seed C --nonce N --box B --amount A --pity P
  npm run -s verify -- --server-seed S --client-seed C --nonce N --forge --materials a,b,c

  --server-seed S       the revealed server seed (64 hex characters)
  --server-seed-hash H  optional: the hash committed before the draw; checked against S
  --client-seed C       the client seed the draw answered (1-64 printable characters)
  --nonce N             the draw's nonce
  --box B               the box's index (GET /api/gacha/boxs)
  --amount A            1 or 11
  --pity P              the draw's pity_before: a number (3) or JSON ('{"pity_before":3}')
  --forge               recompute a forging instead of a draw
  --materials a,b,c     the forging's three material ids

Prints the drawn items as JSON. Exit status: 0 done, 1 the seed does not match the
hash, 2 bad arguments.`;

export type VerifyRequest = {
  input: FairInput;
  /** The committed hash to check the seed against, when given. */
  hash?: string;
} & (
  | { kind: 'draw'; box: GachaBox; amount: DrawAmount; pityBefore: number }
  | { kind: 'forge'; plan: Extract<ForgePlanResult, { ok: true }> }
);

export type ParsedVerifyArgs =
  | { ok: true; help: true }
  | { ok: true; help?: false; request: VerifyRequest }
  | { ok: false; error: string };

/** One recomputed piece, named as the draw's answer names it. */
export interface VerifiedItem {
  name: string;
  rarity: string | null;
  level: number | null;
  item_id: string | null;
  /** How a draw was decided (roll, pity, guarantee); absent for a forging. */
  source?: string;
}

const VALUED = [
  'server-seed',
  'server-seed-hash',
  'client-seed',
  'nonce',
  'box',
  'amount',
  'pity',
  'materials',
] as const;
type Option = (typeof VALUED)[number];

const bad = (error: string): ParsedVerifyArgs => ({ ok: false, error });
const WHOLE = /^(0|[1-9][0-9]*)$/;

/** `--name value` or `--name=value`, each at most once; `--forge` and `--help` take none. */
function readOptions(argv: readonly string[]) {
  const values = new Map<Option, string>();
  let forge = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) return `Unexpected argument "${arg}".`;
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (name === 'forge' || name === 'help') {
      if (eq !== -1) return `--${name} takes no value.`;
      if (name === 'forge') forge = true;
      else help = true;
      continue;
    }
    if (!(VALUED as readonly string[]).includes(name)) return `Unknown option --${name}.`;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined) return `--${name} needs a value.`;
    if (values.has(name as Option)) return `--${name} is given twice.`;
    values.set(name as Option, value);
  }
  return { values, forge, help };
}

/** `--pity`: a whole number, as JSON or plain, or an object with `pity_before` (a draw's fairness). */
function parsePity(text: string): number | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value === 'object' && value !== null && 'pity_before' in value) {
    value = value.pity_before;
  }
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}

/** The command's arguments, checked: what to recompute, or why not. */
export function parseVerifyArgs(argv: readonly string[]): ParsedVerifyArgs {
  const read = readOptions(argv);
  if (typeof read === 'string') return bad(read);
  const { values, forge, help } = read;
  if (help) return { ok: true, help: true };
  const missing = (['server-seed', 'client-seed', 'nonce'] as const).find((o) => !values.has(o));
  if (missing) return bad(`--${missing} is required.`);

  const serverSeed = values.get('server-seed')!.toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed))
    return bad('--server-seed must be 64 hexadecimal characters.');
  const clientSeed = values.get('client-seed')!;
  if (!CLIENT_SEED_PATTERN.test(clientSeed))
    return bad('--client-seed must be 1-64 printable characters.');
  const nonceText = values.get('nonce')!;
  const nonce = Number(nonceText);
  if (!WHOLE.test(nonceText) || !Number.isSafeInteger(nonce))
    return bad('--nonce must be a whole number.');
  const hashText = values.get('server-seed-hash')?.toLowerCase();
  if (hashText !== undefined && !SERVER_SEED_PATTERN.test(hashText))
    return bad('--server-seed-hash must be 64 hexadecimal characters.');
  const common = {
    input: { serverSeed, clientSeed, nonce },
    ...(hashText !== undefined ? { hash: hashText } : {}),
  };

  if (forge) {
    const stray = (['box', 'amount', 'pity'] as const).find((o) => values.has(o));
    if (stray) return bad(`--${stray} is for a draw, not a forging.`);
    const materials = values.get('materials');
    if (materials === undefined) return bad('--forge needs --materials a,b,c.');
    const plan = planForge(materials.split(',').map((m) => m.trim()));
    if (!plan.ok) {
      return bad(
        plan.reason === 'count'
          ? '--materials must name exactly 3 materials.'
          : '--materials must be forge material ids (e.g. iron-ore,demon-hide,star-metal).',
      );
    }
    return { ok: true, request: { ...common, kind: 'forge', plan } };
  }

  if (values.has('materials')) return bad('--materials is for a forging (add --forge).');
  const drawMissing = (['box', 'amount', 'pity'] as const).find((o) => !values.has(o));
  if (drawMissing) return bad(`--${drawMissing} is required for a draw.`);
  const boxText = values.get('box')!;
  const box = WHOLE.test(boxText) ? findBox(Number(boxText)) : undefined;
  if (!box) return bad(`--box must be a box's index (there is no box "${boxText}").`);
  const amount = Number(values.get('amount'));
  if (!(DRAW_AMOUNTS as readonly number[]).includes(amount))
    return bad('--amount must be 1 or 11.');
  const pityBefore = parsePity(values.get('pity')!);
  if (pityBefore === undefined)
    return bad('--pity must be a whole number, or JSON such as {"pity_before":3}.');
  return {
    ok: true,
    request: { ...common, kind: 'draw', box, amount: amount as DrawAmount, pityBefore },
  };
}

/** The request recomputed: its items, or why the seed is not the committed one. */
export function runVerify(
  request: VerifyRequest,
): { ok: true; items: VerifiedItem[] } | { ok: false; error: string } {
  if (request.hash !== undefined) {
    const actual = serverSeedHash(request.input.serverSeed);
    if (actual !== request.hash) {
      return {
        ok: false,
        error: `The server seed does not match the committed hash: its SHA-256 is ${actual}, not ${request.hash}.`,
      };
    }
  }
  if (request.kind === 'forge') {
    const { item, rarity } = fairForge(request.input, request.plan);
    return { ok: true, items: [{ name: item.name, rarity, level: item.level, item_id: item.id }] };
  }
  const { draws } = fairDraw(request.input, request.box, request.amount, request.pityBefore);
  return {
    ok: true,
    items: draws.map((d) => ({
      name: d.item?.name ?? EMPTY_DRAW.name,
      rarity: d.outcome,
      level: d.item?.level ?? null,
      item_id: d.item?.id ?? null,
      source: d.source,
    })),
  };
}
