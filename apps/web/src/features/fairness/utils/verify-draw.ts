import {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN,
  serverSeedHash,
  type FairInput,
} from '@demonbane/game/fair-draw';
import { runVerify, type VerifyRequest } from '@demonbane/game/fair-verify';
import { boxByIndex, isBoxIndex, type DrawSource } from '@demonbane/game/gacha';
import { planForge } from '@demonbane/game/forge';
import { RARITIES, type Rarity } from '@demonbane/game/rarity';
import type { VerifyFields } from './verify-query';

/** One recomputed piece, as the draw's answer lists it. */
export interface VerifiedItem {
  name: string;
  rarity: Rarity | null;
  level: number | null;
  source: DrawSource;
}

export type Verification =
  | { ok: false; message: string }
  | {
      ok: true;
      items: VerifiedItem[];
      /** SHA-256 of the seed, the commitment it must match. */
      hash: string;
      /** Whether it matches the hash given; null when none was. */
      hashMatches: boolean | null;
    };

const fail = (message: string): Verification => ({ ok: false, message });

/** A whole number from 0 up, as typed (no signs, decimals or exponents). */
function count(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  return Number(trimmed);
}

const rarityOf = (name: string | null): Rarity | null => RARITIES.find((r) => r === name) ?? null;
const SOURCES: readonly DrawSource[] = ['roll', 'pity', 'guarantee'];

/**
 * Recomputes a draw (or a forging) from the revealed seeds in the browser, with the
 * same code as `npm run verify` (runVerify); any field the server could not have used
 * is a message, never a throw. A seed that misses its commitment still shows what it
 * draws, beside the warning.
 */
export function verify(fields: VerifyFields): Verification {
  const serverSeed = fields.serverSeed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed))
    return fail(
      'The server seed is 64 hexadecimal characters (0–9, a–f), as a rotation reveals it.',
    );
  if (!CLIENT_SEED_PATTERN.test(fields.clientSeed))
    return fail('The client seed is 1–64 printable characters.');
  const nonce = count(fields.nonce);
  if (nonce === null) return fail('The nonce is a whole number from 0 up.');
  const expected = fields.serverSeedHash.trim().toLowerCase();
  if (expected !== '' && !SERVER_SEED_PATTERN.test(expected))
    return fail('The committed hash is 64 hexadecimal characters, or leave it empty.');

  const input: FairInput = { serverSeed, clientSeed: fields.clientSeed, nonce };
  const request =
    fields.mode === 'forge' ? forgeRequest(input, fields) : drawRequest(input, fields);
  if (typeof request === 'string') return fail(request);
  const run = runVerify(request);
  if (!run.ok) return fail(run.error);
  const items = run.items.map((item) => ({
    name: item.name,
    rarity: rarityOf(item.rarity),
    level: item.level,
    source: SOURCES.find((s) => s === item.source) ?? 'roll',
  }));
  const hash = serverSeedHash(serverSeed);
  return { ok: true, items, hash, hashMatches: expected === '' ? null : hash === expected };
}

function drawRequest(input: FairInput, fields: VerifyFields): VerifyRequest | string {
  const box = count(fields.box);
  if (box === null || !isBoxIndex(box)) return 'Choose one of the boxes.';
  const amount = Number(fields.amount);
  if (amount !== 1 && amount !== 11) return 'A draw is x1 or x11.';
  const pityBefore = count(fields.pityBefore);
  if (pityBefore === null) return 'The pity before the draw is a whole number from 0 up.';
  return { input, kind: 'draw', box: boxByIndex(box), amount, pityBefore };
}

function forgeRequest(input: FairInput, fields: VerifyFields): VerifyRequest | string {
  const plan = planForge(fields.materials);
  if (!plan.ok) return 'Choose the three materials of the forging.';
  return { input, kind: 'forge', plan };
}
