import { huntApi } from '@demonbane/shared/hunt-api';
import type { LeaderboardEntry } from '@demonbane/shared/hunt-schemas';
import { callApi } from '@/lib/api-client';

export const LEADERBOARD_ERROR = 'Failed to load the leaderboard.';

/** GET /leaderboard/hunt (public): the top 100 hunters by highest floor. */
export async function getLeaderboard(signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  const res = await callApi(huntApi.leaderboard, {}, { signal });
  return res.leaderboard;
}
