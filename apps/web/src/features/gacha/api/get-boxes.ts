import { boxesResponse, type GachaBoxView } from '@demonbane/shared/gacha-schemas';
import { get } from '@/lib/api-client';

export const BOXES_LOAD_ERROR = 'Failed to fetch gacha boxes.';

/** GET /gacha/boxs (public): every box with its published odds and prices. */
export async function getBoxes(signal?: AbortSignal): Promise<GachaBoxView[]> {
  const res = await get('/gacha/boxs', {}, boxesResponse, signal);
  return res.data;
}
