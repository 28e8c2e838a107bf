import { forgeApi } from '@demonbane/shared/forge-api';
import type { ForgeResponse } from '@demonbane/shared/forge-schemas';
import { postIntent } from '@/lib/post-intent';

/** POST /forge: puts exactly 3 materials in the fire; answers with the time it takes. */
export function startForge(userId: string, materials: readonly string[]): Promise<ForgeResponse> {
  return postIntent(forgeApi.start, { userId, materials: [...materials] });
}
