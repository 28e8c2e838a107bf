import { queryOptions } from '@tanstack/react-query';
import { gachaApi } from '@demonbane/shared/gacha-api';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const BOXES_LOAD_ERROR = 'Failed to fetch gacha boxes.';

/** GET /gacha/boxs (public): every box with its published odds and prices. */
export function boxesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.gachaBoxes,
    queryFn: async ({ signal }) => (await callApi(gachaApi.boxes, {}, { signal })).data,
  });
}
