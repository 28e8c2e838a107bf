import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from '@demonbane/game/fair-draw';
import { withUserId } from './common-schemas';

/** What is committed before a draw: the server seed's SHA-256, the client seed, the next nonce. */
export const fairnessView = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
});
export type FairnessView = z.infer<typeof fairnessView>;

const CLIENT_SEED_MESSAGE = 'client_seed must be 1-64 printable characters.';

export const clientSeedBody = withUserId({
  client_seed: z
    .string({ error: CLIENT_SEED_MESSAGE })
    .regex(CLIENT_SEED_PATTERN, CLIENT_SEED_MESSAGE),
});
export type ClientSeedBody = z.infer<typeof clientSeedBody>;

/** Rotating: the old seed revealed (with the nonce it reached), a new one committed. */
export const rotateResponse = z.object({
  revealed: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number(),
  }),
  next: fairnessView,
});
export type RotateResponse = z.infer<typeof rotateResponse>;

/**
 * The seeds one draw request (or one forging) was made from: with the seed revealed by
 * a rotation, `npm run verify` and the verifier page recompute it. `pity_before` is the
 * box's pity counter before the draw (0 for a forging).
 */
export const drawFairness = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  pity_before: z.number(),
});
export type DrawFairness = z.infer<typeof drawFairness>;
