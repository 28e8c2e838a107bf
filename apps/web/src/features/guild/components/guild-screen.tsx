import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import IconKnightBanner from '~icons/game-icons/knight-banner';
import type { RaidAttackResponse } from '@demonbane/shared/guild-schemas';
import { canManage } from '@demonbane/game/guilds';
import { Alert } from '@/components/ui/alert';
import { HeadingFigures } from '@/components/ui/heading-figures';
import { Loading } from '@/components/ui/loading';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage, loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { RAID_ATTACK_ERROR, useAttackRaid } from '../api/attack-raid';
import { GUILD_ACTION_ERROR, useChangeGuild, type GuildChange } from '../api/change-guild';
import { GUILD_LOAD_ERROR, guildQueryOptions } from '../api/get-guild';
import { GuildAffairs } from './guild-affairs';
import { GuildChat } from './guild-chat';
import { GuildFinder } from './guild-finder';
import { GuildStandings } from './guild-standings';
import { MemberList } from './member-list';
import { RaidPanel } from './raid-panel';
import styles from './guild-screen.module.css';

const ROLE_NAMES = { leader: 'Leader', officer: 'Officer', member: 'Member' } as const;

export interface GuildScreenProps {
  userId: string;
  heroLevel: number;
  gold: number;
  /** Fetches the hero again: founding spent gold, a fallen raid paid some. */
  onHeroChange: () => void;
}

/**
 * /guild: without a guild, the guilds to join and the form to found one; in a guild,
 * the week's raid, the chat, the members and what the hero's role may do. The guilds'
 * standings close the page either way.
 */
export function GuildScreen({ userId, heroLevel, gold, onHeroChange }: GuildScreenProps) {
  const mine = useQuery(guildQueryOptions(userId));
  const change = useChangeGuild(userId, onHeroChange);
  const attack = useAttackRaid(userId, onHeroChange);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastAttack, setLastAttack] = useState<RaidAttackResponse | null>(null);
  const [attackError, setAttackError] = useState<string | null>(null);
  const data = mine.data;
  const guild = data?.guild ?? null;
  const error = loadError(mine.error, GUILD_LOAD_ERROR);

  function onChange(next: GuildChange, after?: () => void) {
    setOutcome(null);
    change.mutate(next, {
      onSuccess: (res) => {
        setOutcome({ tone: 'success', text: res.message });
        after?.();
      },
      onError: (err) => setOutcome({ tone: 'error', text: errorMessage(err, GUILD_ACTION_ERROR) }),
    });
  }

  function onAttack() {
    setAttackError(null);
    attack.mutate(undefined, {
      onSuccess: (res) => setLastAttack(res),
      onError: (err) => setAttackError(errorMessage(err, RAID_ATTACK_ERROR)),
    });
  }

  const refetch = () => void mine.refetch();

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconKnightBanner />}
        eyebrow={guild ? 'Your guild' : 'Guilds'}
        // "Guild" until the answer says whether the hero has one.
        title={guild ? `${guild.name} [${guild.tag}]` : data ? 'Guilds' : 'Guild'}
        lede={
          data && !guild
            ? 'Band together: a chat of your own, a boss fought as one each week, and a place on the guild standings.'
            : undefined
        }
      >
        {guild && (
          <HeadingFigures
            figures={[
              {
                label: 'Members',
                value: `${formatNumber(guild.members.length)} / ${formatNumber(guild.max_members)}`,
              },
              { label: 'Your rank', value: ROLE_NAMES[guild.role] },
              { label: 'Joining', value: guild.open ? 'Open' : 'Closed' },
            ]}
          />
        )}
      </PageHeading>

      {error && <Alert tone="error">{error}</Alert>}
      {mine.isPending && <Loading />}
      <OutcomeAlert outcome={outcome} headline={false} />

      {data && !guild && (
        <GuildFinder
          mine={data}
          heroLevel={heroLevel}
          gold={gold}
          busy={change.isPending}
          onChange={onChange}
          onMayJoin={refetch}
        />
      )}

      {guild && (
        <div className={styles.hall}>
          <div className={styles.main}>
            <RaidPanel
              raid={guild.raid}
              heroLevel={heroLevel}
              userId={userId}
              lastAttack={lastAttack}
              attacking={attack.isPending}
              error={attackError}
              onAttack={onAttack}
              onWeekEnd={refetch}
            />
            <GuildChat userId={userId} guildId={guild.id} canDelete={canManage(guild.role)} />
          </div>
          <div className={styles.side}>
            <MemberList guild={guild} userId={userId} busy={change.isPending} onChange={onChange} />
            <GuildAffairs guild={guild} busy={change.isPending} onChange={onChange} />
          </div>
        </div>
      )}

      {data && (
        <section className={styles.standings} aria-labelledby="guild-standings-title">
          <h2 id="guild-standings-title" className={styles.sectionTitle}>
            Guild standings
          </h2>
          <GuildStandings guildId={guild?.id ?? null} />
        </section>
      )}
    </div>
  );
}
