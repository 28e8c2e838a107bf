import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { drawMany, type DrawAmount, type DrawResult, type GachaBox } from './gacha';
import { createRng, type Rng, type Seed } from './rng';
import { rollForge, type ForgePlanResult } from './forge';

/**
 * Provably fair chance (docs/fairness.md): the server commits to a secret seed by
 * showing its SHA-256 before the player draws; each draw's randomness is
 * HMAC-SHA256(server seed, message) seeding the game's own sfc32 generator, so anyone
 * holding the revealed seed recomputes every draw with this file. Pure and synchronous:
 * the server, the verifier page and `npm run verify` run the same code.
 */

/** A server seed: 32 bytes as 64 lowercase hex characters. */
export const SERVER_SEED_BYTES = 32;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed: 1–64 printable ASCII characters (space to tilde). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

/** The commitment shown before any draw: SHA-256 of the seed's 32 bytes, hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

/**
 * The generator for one roll: HMAC-SHA256 keyed by the server seed's bytes over the
 * UTF-8 message; the first 16 bytes of the digest, read as four little-endian uint32,
 * seed sfc32 (rng.ts).
 */
export function fairRng(serverSeed: string, message: string): Rng {
  return createRng(fairSeed(serverSeed, message));
}

export function fairSeed(serverSeed: string, message: string): Seed {
  const digest = hmac(sha256, hexToBytes(serverSeed), utf8ToBytes(message));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  return [
    view.getUint32(0, true),
    view.getUint32(4, true),
    view.getUint32(8, true),
    view.getUint32(12, true),
  ];
}

/** The seeds a roll is made from, as the player is shown them. */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The message of draw `index` of a draw request: `client:nonce:index`. */
export function drawMessage(clientSeed: string, nonce: number, index: number): string {
  return `${clientSeed}:${nonce}:${index}`;
}

/** The message of a forging's roll: `forge:client:nonce:0`. */
export function forgeMessage(clientSeed: string, nonce: number): string {
  return `forge:${clientSeed}:${nonce}:0`;
}

/**
 * A draw request of `amount` on `box` from the pity counter `pityBefore`: draw `index`
 * uses its own generator from `drawMessage(client, nonce, index)`. What the server gives
 * and what the verifier recomputes.
 */
export function fairDraw(
  { serverSeed, clientSeed, nonce }: FairInput,
  box: GachaBox,
  amount: DrawAmount,
  pityBefore: number,
): { draws: DrawResult[]; sinceEpic: number } {
  return drawMany(box, amount, pityBefore, (index) =>
    fairRng(serverSeed, drawMessage(clientSeed, nonce, index)),
  );
}

/** A forging's piece and rarity from the seeds (the forge's plan fixes the odds). */
export function fairForge(
  { serverSeed, clientSeed, nonce }: FairInput,
  plan: Extract<ForgePlanResult, { ok: true }>,
) {
  return rollForge(plan, fairRng(serverSeed, forgeMessage(clientSeed, nonce)));
}
