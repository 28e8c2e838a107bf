import type { AutoBattleResponse } from '@demonbane/shared/battle-schemas';
import { huntApi } from '@demonbane/shared/hunt-api';
import type { AutoBattleChoice } from '@/hooks/use-battle';
import { postIntent } from '@/lib/post-intent';

/**
 * POST /hunt/auto-battle: the floor's fight played by the server until it ends or HP
 * falls below the choice; answered as an attack is, with every round's lines.
 */
export function huntAutoBattle(
  userId: string,
  choice: AutoBattleChoice,
): Promise<AutoBattleResponse> {
  return postIntent(huntApi.autoBattle, { userId, ...choice });
}
