import type { AutoBattleResponse } from '@demonbane/shared/battle-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import type { AutoBattleChoice } from '@/hooks/use-battle';
import { postIntent } from '@/lib/post-intent';

/**
 * POST /explore/auto-battle: rounds played by the server until the fight ends or HP
 * falls below the choice; answered as an attack is, with every round's lines.
 */
export function exploreAutoBattle(
  userId: string,
  choice: AutoBattleChoice,
): Promise<AutoBattleResponse> {
  return postIntent(exploreApi.autoBattle, { userId, ...choice });
}
