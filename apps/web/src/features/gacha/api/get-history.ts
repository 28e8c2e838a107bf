import { gachaApi } from '@demonbane/shared/gacha-api';
import type { HistoryResponse } from '@demonbane/shared/gacha-schemas';
import { callApi } from '@/lib/api-client';

export const HISTORY_LOAD_ERROR = 'Your draw history could not be read.';

/** POST /gacha/history: the hero's last draws and the pity counter of every box. */
export function getHistory(userId: string, signal?: AbortSignal): Promise<HistoryResponse> {
  return callApi(gachaApi.history, { userId }, { signal });
}
