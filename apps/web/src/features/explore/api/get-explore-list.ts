import { exploreApi } from '@demonbane/shared/explore-api';
import type { ExploreListResponse } from '@demonbane/shared/explore-schemas';
import { callApi } from '@/lib/api-client';

export const EXPLORE_LIST_ERROR = 'Error fetching exploration data.';

export type ExploreList = ExploreListResponse['explore'];

/** POST /explore/user: every map with the areas open to this hero, and the current map. */
export async function getExploreList(userId: string, signal?: AbortSignal): Promise<ExploreList> {
  const res = await callApi(exploreApi.maps, { userId }, { signal });
  return res.explore;
}
