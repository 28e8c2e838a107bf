import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import IconKnightBanner from '~icons/game-icons/knight-banner';
import IconEnvelope from '~icons/game-icons/envelope';
import IconMagnifyingGlass from '~icons/game-icons/magnifying-glass';
import { GUILD_FOUNDING, GUILD_NAME, GUILD_TAG } from '@demonbane/game/guilds';
import type { MyGuildResponse } from '@demonbane/shared/guild-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import type { GuildChange } from '../api/change-guild';
import { GUILDS_LOAD_ERROR, guildListQueryOptions } from '../api/get-guilds';
import styles from './guild-finder.module.css';

export interface GuildFinderProps {
  mine: MyGuildResponse;
  heroLevel: number;
  gold: number;
  busy: boolean;
  onChange: (change: GuildChange) => void;
  /** The wait to join again is over: the guild is read again. */
  onMayJoin: () => void;
}

/**
 * A hero without a guild: invitations held, requests sent, the guilds to browse and
 * join (or ask to join, when closed), and the form to found one.
 */
export function GuildFinder({
  mine,
  heroLevel,
  gold,
  busy,
  onChange,
  onMayJoin,
}: GuildFinderProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const list = useQuery(guildListQueryOptions(deferred));
  const wait = useSecondsUntil(mine.may_join_at ?? undefined, onMayJoin);
  const waiting = wait !== null && wait > 0;
  const requested = new Set(mine.requested.map((r) => r.guildId));
  const error = loadError(list.error, GUILDS_LOAD_ERROR);

  return (
    <div className={styles.finder}>
      {waiting && (
        <Alert tone="warning">
          You left a guild recently: you may join another in {durationText(wait)}.
        </Alert>
      )}

      {mine.invitations.length > 0 && (
        <Panel tone="iron" title="Invitations" icon={<IconEnvelope />}>
          <ul className={styles.rows}>
            {mine.invitations.map((invite) => (
              <li key={invite.guildId} className={styles.row}>
                <span className={styles.rowText}>
                  <strong>
                    {invite.name} [{invite.tag}]
                  </strong>{' '}
                  invited you (from {invite.by})
                </span>
                <Button
                  disabled={busy || waiting}
                  onClick={() => onChange({ action: 'join', guildId: invite.guildId })}
                >
                  Join <span className="sr-only">{invite.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onChange({ action: 'decline', guildId: invite.guildId })}
                >
                  Decline <span className="sr-only">{invite.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <div className={styles.columns}>
        <Panel tone="iron" title="Find a guild" icon={<IconMagnifyingGlass />}>
          <div className={styles.browse}>
            <TextField
              label="Search by name or tag"
              type="search"
              value={search}
              maxLength={GUILD_NAME.max}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
            {mine.requested.length > 0 && (
              <p className={styles.note}>
                Waiting for an answer from{' '}
                {mine.requested.map((r) => `${r.name} [${r.tag}]`).join(', ')}.
              </p>
            )}
            {error && <Alert tone="error">{error}</Alert>}
            {list.isPending && <Loading />}
            {list.data && list.data.length === 0 && (
              <EmptyState>
                {deferred.trim()
                  ? `No guild’s name or tag holds “${deferred.trim()}”.`
                  : 'No guild has been founded yet. Found the first!'}
              </EmptyState>
            )}
            {list.data && list.data.length > 0 && (
              <ul className={styles.guilds} aria-label="Guilds">
                {list.data.map((guild) => {
                  const full = guild.members >= guild.max_members;
                  const asked = requested.has(guild.id);
                  return (
                    <li key={guild.id} className={styles.guild}>
                      <div className={styles.guildText}>
                        <p className={styles.guildName}>
                          {guild.name} <span className={styles.tag}>[{guild.tag}]</span>
                        </p>
                        <p className={styles.guildDetail}>
                          {formatNumber(guild.members)} / {formatNumber(guild.max_members)} members
                          · led by {guild.leader} · raid level {formatNumber(guild.raid_level)} ·{' '}
                          {guild.open ? 'Open' : 'Closed'}
                        </p>
                      </div>
                      <Button
                        variant={guild.open && !full ? 'primary' : 'secondary'}
                        disabled={busy || waiting || full || asked}
                        onClick={() => onChange({ action: 'join', guildId: guild.id })}
                      >
                        {full ? 'Full' : asked ? 'Asked' : guild.open ? 'Join' : 'Ask to join'}{' '}
                        <span className="sr-only">{guild.name}</span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </Panel>
        <FoundGuild heroLevel={heroLevel} gold={gold} busy={busy} onChange={onChange} />
      </div>
    </div>
  );
}

function FoundGuild({
  heroLevel,
  gold,
  busy,
  onChange,
}: {
  heroLevel: number;
  gold: number;
  busy: boolean;
  onChange: (change: GuildChange) => void;
}) {
  const [name, setName] = useState('');
  const [tag, setTag] = useState('');
  const [open, setOpen] = useState(true);
  const tooLow = heroLevel < GUILD_FOUNDING.level;
  const tooPoor = gold < GUILD_FOUNDING.gold;
  return (
    <Panel tone="iron" title="Found a guild" icon={<IconKnightBanner />}>
      <form
        className={styles.found}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ action: 'create', name: name.trim(), tag: tag.trim(), open });
        }}
      >
        <p className={styles.cost}>
          Founding costs <strong>{formatNumber(GUILD_FOUNDING.gold)} gold</strong> and needs level{' '}
          {formatNumber(GUILD_FOUNDING.level)}. You lead the guild you found.
        </p>
        <TextField
          label="Guild name"
          hint={`${GUILD_NAME.min}–${GUILD_NAME.max} letters, digits and spaces.`}
          value={name}
          maxLength={GUILD_NAME.max}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Tag"
          hint={`${GUILD_TAG.min}–${GUILD_TAG.max} letters or digits, shown as [TAG].`}
          value={tag}
          maxLength={GUILD_TAG.max}
          autoComplete="off"
          onChange={(event) => setTag(event.target.value)}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={open}
            onChange={(event) => setOpen(event.target.checked)}
          />
          Open: anyone may join at once (closed: they ask, and an officer answers)
        </label>
        {tooLow && (
          <p className={styles.note}>
            Reach level {formatNumber(GUILD_FOUNDING.level)} to found a guild.
          </p>
        )}
        {!tooLow && tooPoor && (
          <p className={styles.note}>
            You have {formatNumber(gold)} gold: {formatNumber(GUILD_FOUNDING.gold - gold)} short.
          </p>
        )}
        <Button
          type="submit"
          variant="ember"
          disabled={busy || tooLow || tooPoor || name.trim() === '' || tag.trim() === ''}
        >
          Found the guild
        </Button>
      </form>
    </Panel>
  );
}
