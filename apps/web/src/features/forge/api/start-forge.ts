import { forgeResponse, type ForgeResponse } from '@demonbane/shared/forge-schemas';
import { post } from '@/lib/api-client';

/** POST /forge: puts exactly 3 materials in the fire; answers with the time it takes. */
export function startForge(userId: string, materials: readonly string[]): Promise<ForgeResponse> {
  return post('/forge', { userId, materials: [...materials] }, forgeResponse);
}
