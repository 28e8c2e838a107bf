import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildApi } from '@demonbane/shared/guild-api';
import type { MyGuildResponse } from '@demonbane/shared/guild-schemas';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';

export const RAID_ATTACK_ERROR = 'The attack failed. Try again.';

/**
 * POST /guilds/raid/attack: one fight against the week's boss, its damage added to the
 * pool. The raid it answers replaces the cached one; a fall pays the hero (fetched again)
 * and moves the standings.
 */
export function useAttackRaid(userId: string, onHeroChange: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postIntent(guildApi.raidAttack, { userId }),
    onSuccess: (res) => {
      queryClient.setQueryData<MyGuildResponse>(queryKeys.guild, (mine) =>
        mine?.guild ? { ...mine, guild: { ...mine.guild, raid: res.raid } } : mine,
      );
      if (res.boss_fell) onHeroChange();
      void queryClient.invalidateQueries({ queryKey: queryKeys.guildStandings });
    },
  });
}
