import { useQuery } from '@tanstack/react-query';
import { GuildScreen } from '@/features/guild/components/guild-screen';
import { useRefreshUser, userQueryOptions } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/**
 * /guild: the hero's guild (raid, chat, members) or the guilds to join. The hero is
 * fetched for the level (the raid and founding need one) and the gold founding costs.
 */
export function GuildRoute() {
  useDocumentTitle('Guild');
  const { userId, level, gold } = useAppSelector(selectSession);
  if (userId === null) return null;
  return <Guild userId={userId} storedLevel={level ?? 1} storedGold={gold ?? 0} />;
}

function Guild({
  userId,
  storedLevel,
  storedGold,
}: {
  userId: string;
  storedLevel: number;
  storedGold: number;
}) {
  const refreshUser = useRefreshUser(userId);
  const { data } = useQuery(userQueryOptions(userId));
  const hero = data?.kind === 'user' ? data.user : null;
  return (
    <GuildScreen
      userId={userId}
      // The stored values until the fresh hero arrives; the server checks both anyway.
      heroLevel={hero?.level ?? storedLevel}
      gold={hero?.gold ?? storedGold}
      onHeroChange={refreshUser}
    />
  );
}
