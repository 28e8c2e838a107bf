import { fairnessApi } from '@demonbane/shared/fairness-api';
import type { FairnessView, RotateResponse } from '@demonbane/shared/fairness-schemas';
import { postIntent } from '@/lib/post-intent';

export const CLIENT_SEED_ERROR = 'Failed to change the client seed.';
export const ROTATE_ERROR = 'Failed to rotate the seed.';

/** POST /fairness/client-seed: the player's own part of every next draw's message. */
export function setClientSeed(userId: string, clientSeed: string): Promise<FairnessView> {
  return postIntent(fairnessApi.clientSeed, { userId, client_seed: clientSeed });
}

/** POST /fairness/rotate: reveals the seed drawn from so far and commits a new one. */
export function rotateSeed(userId: string): Promise<RotateResponse> {
  return postIntent(fairnessApi.rotate, { userId });
}
