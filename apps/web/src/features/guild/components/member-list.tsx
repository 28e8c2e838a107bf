import { useState } from 'react';
import IconMeepleGroup from '~icons/game-icons/meeple-group';
import IconCrown from '~icons/game-icons/crown';
import { canManage, outranks, type GuildRole } from '@demonbane/game/guilds';
import type { GuildView } from '@demonbane/shared/guild-schemas';
import { RenownName } from '@/components/game/renown-name';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { Panel } from '@/components/ui/panel';
import { useNow } from '@/hooks/use-now';
import { formatNumber } from '@/lib/format-number';
import type { GuildChange } from '../api/change-guild';
import { lastSeenText } from '../utils/last-seen-text';
import styles from './member-list.module.css';

const ROLE_NAMES: Record<GuildRole, string> = {
  leader: 'Leader',
  officer: 'Officer',
  member: 'Member',
};

export interface MemberListProps {
  guild: GuildView;
  userId: string;
  busy: boolean;
  onChange: (change: GuildChange) => void;
}

/**
 * The guild's members, leader first, each with their level, job and when last seen, and
 * what the hero's role allows over them: kick, promote or demote, pass the lead.
 */
export function MemberList({ guild, userId, busy, onChange }: MemberListProps) {
  const now = useNow(60_000);
  const [passingTo, setPassingTo] = useState<string | null>(null);
  const mine = guild.role;
  const members = [...guild.members].sort(
    (a, b) => roleOrder(a.role) - roleOrder(b.role) || b.level - a.level,
  );
  return (
    <Panel
      tone="iron"
      title={`Members ${formatNumber(guild.members.length)} / ${formatNumber(guild.max_members)}`}
      icon={<IconMeepleGroup />}
    >
      <ul className={styles.list}>
        {members.map((member) => {
          const self = member.userId === userId;
          const mayKick = !self && outranks(mine, member.role);
          const leader = mine === 'leader' && !self;
          return (
            <li key={member.userId} className={styles.member} data-own={self || undefined}>
              <div className={styles.who}>
                <p className={styles.name}>
                  {member.role === 'leader' && (
                    <IconCrown className={styles.crown} aria-hidden="true" />
                  )}
                  <RenownName name={member.name} renown={member} />
                  {self && <span className={styles.you}> (you)</span>}
                </p>
                <p className={styles.detail}>
                  <span className={styles.role} data-role={member.role}>
                    {ROLE_NAMES[member.role]}
                  </span>{' '}
                  · Lv {formatNumber(member.level)}
                  {member.job_name && ` · ${member.job_name}`} ·{' '}
                  {lastSeenText(member.last_seen, now)}
                </p>
              </div>
              {(mayKick || leader) && passingTo !== member.userId && (
                <div className={styles.actions}>
                  {leader && member.role === 'member' && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        onChange({ action: 'role', memberId: member.userId, role: 'officer' })
                      }
                    >
                      Promote <span className="sr-only">{member.name}</span>
                    </Button>
                  )}
                  {leader && member.role === 'officer' && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        onChange({ action: 'role', memberId: member.userId, role: 'member' })
                      }
                    >
                      Demote <span className="sr-only">{member.name}</span>
                    </Button>
                  )}
                  {leader && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setPassingTo(member.userId)}
                    >
                      Make leader <span className="sr-only">{member.name}</span>
                    </Button>
                  )}
                  {mayKick && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => onChange({ action: 'kick', memberId: member.userId })}
                    >
                      Kick <span className="sr-only">{member.name}</span>
                    </Button>
                  )}
                </div>
              )}
              {passingTo === member.userId && (
                <InlineConfirm
                  icon={<IconCrown />}
                  question={`Make ${member.name} the leader?`}
                  confirmLabel="Pass the lead"
                  cancelLabel="Keep it"
                  pending={busy}
                  onConfirm={() => {
                    onChange({ action: 'role', memberId: member.userId, role: 'leader' });
                    setPassingTo(null);
                  }}
                  onCancel={() => setPassingTo(null)}
                >
                  You become an officer, and only {member.name} can give the lead back.
                </InlineConfirm>
              )}
            </li>
          );
        })}
      </ul>
      {!canManage(mine) && (
        <p className={styles.note}>Officers and the leader invite, accept requests and kick.</p>
      )}
    </Panel>
  );
}

function roleOrder(role: GuildRole): number {
  return role === 'leader' ? 0 : role === 'officer' ? 1 : 2;
}
