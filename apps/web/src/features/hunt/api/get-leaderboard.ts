import { leaderboardResponse, type LeaderboardEntry } from '@demonbane/shared/hunt-schemas';
import { get } from '@/lib/api-client';

export const LEADERBOARD_ERROR = 'Failed to load the leaderboard.';

/** GET /leaderboard/hunt (public): the top 100 hunters by highest floor. */
export async function getLeaderboard(signal?: AbortSignal): Promise<LeaderboardEntry[]> {
  const res = await get('/leaderboard/hunt', {}, leaderboardResponse, signal);
  return res.leaderboard;
}
