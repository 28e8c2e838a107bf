import { arenaApi } from '@demonbane/shared/arena-api';
import type { ChallengeResponse } from '@demonbane/shared/arena-schemas';
import { postIntent } from '@/lib/post-intent';

export const CHALLENGE_ERROR = 'The challenge failed.';

/**
 * POST /arena/challenge: the server plays the fight against the opponent's snapshot at
 * once and moves both ratings; 409 with the reason when no challenge is left today, the
 * ratings are too far apart or the opponent has no job.
 */
export function challengeOpponent(userId: string, opponentId: string): Promise<ChallengeResponse> {
  return postIntent(arenaApi.challenge, { userId, opponentId });
}
