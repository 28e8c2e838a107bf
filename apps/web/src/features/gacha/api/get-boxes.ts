import { gachaApi } from '@demonbane/shared/gacha-api';
import type { GachaBoxView } from '@demonbane/shared/gacha-schemas';
import { callApi } from '@/lib/api-client';

export const BOXES_LOAD_ERROR = 'Failed to fetch gacha boxes.';

/** GET /gacha/boxs (public): every box with its published odds and prices. */
export async function getBoxes(signal?: AbortSignal): Promise<GachaBoxView[]> {
  const res = await callApi(gachaApi.boxes, {}, { signal });
  return res.data;
}
