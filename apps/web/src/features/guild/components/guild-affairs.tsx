import { useState } from 'react';
import IconScrollQuill from '~icons/game-icons/scroll-quill';
import IconExitDoor from '~icons/game-icons/exit-door';
import { canManage } from '@demonbane/game/guilds';
import type { GuildView } from '@demonbane/shared/guild-schemas';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { formatNumber } from '@/lib/format-number';
import { formatWhen } from '@/lib/format-when';
import type { GuildChange } from '../api/change-guild';
import styles from './guild-affairs.module.css';

export interface GuildAffairsProps {
  guild: GuildView;
  busy: boolean;
  onChange: (change: GuildChange, after?: () => void) => void;
}

/**
 * What runs the guild: requests to answer and invitations to send (officers), open or
 * closed (the leader), and the ways out: leave, or disband (the leader).
 */
export function GuildAffairs({ guild, busy, onChange }: GuildAffairsProps) {
  const [username, setUsername] = useState('');
  const [confirming, setConfirming] = useState<'leave' | 'disband' | null>(null);
  const officer = canManage(guild.role);
  const leader = guild.role === 'leader';
  return (
    <Panel tone="iron" title="Guild affairs" icon={<IconScrollQuill />}>
      <div className={styles.affairs}>
        {officer && (
          <section className={styles.part} aria-labelledby="guild-requests">
            <h3 id="guild-requests" className={styles.subtitle}>
              Requests to join
            </h3>
            {guild.requests.length === 0 ? (
              <p className={styles.empty}>No one is waiting to join.</p>
            ) : (
              <ul className={styles.rows}>
                {guild.requests.map((request) => (
                  <li key={request.userId} className={styles.row}>
                    <span className={styles.rowText}>
                      <strong>{request.name}</strong> · Lv {formatNumber(request.level)} · asked{' '}
                      {formatWhen(request.created_at)}
                    </span>
                    <Button
                      disabled={busy}
                      onClick={() =>
                        onChange({ action: 'answer', memberId: request.userId, accept: true })
                      }
                    >
                      Accept <span className="sr-only">{request.name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() =>
                        onChange({ action: 'answer', memberId: request.userId, accept: false })
                      }
                    >
                      Decline <span className="sr-only">{request.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <form
              className={styles.invite}
              onSubmit={(event) => {
                event.preventDefault();
                const name = username.trim();
                if (name) onChange({ action: 'invite', username: name }, () => setUsername(''));
              }}
            >
              <TextField
                label="Invite a hero by name"
                value={username}
                maxLength={64}
                autoComplete="off"
                onChange={(event) => setUsername(event.target.value)}
              />
              <Button type="submit" disabled={busy || username.trim() === ''}>
                Invite
              </Button>
            </form>
          </section>
        )}

        {leader && (
          <section className={styles.part} aria-labelledby="guild-settings">
            <h3 id="guild-settings" className={styles.subtitle}>
              Who may join
            </h3>
            <p className={styles.empty}>
              {guild.open
                ? 'Open: any hero may join at once.'
                : 'Closed: heroes ask to join, and an officer answers.'}
            </p>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onChange({ action: 'settings', open: !guild.open })}
            >
              {guild.open ? 'Close the guild' : 'Open the guild'}
            </Button>
          </section>
        )}

        <section className={styles.part} aria-label="Leave">
          {confirming === null && (
            <div className={styles.exits}>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming('leave')}>
                <IconExitDoor aria-hidden="true" />
                Leave the guild
              </Button>
              {leader && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => setConfirming('disband')}
                >
                  Disband the guild
                </Button>
              )}
            </div>
          )}
          {confirming === 'leave' && (
            <InlineConfirm
              icon={<IconExitDoor />}
              question={`Leave ${guild.name}?`}
              confirmLabel="Leave"
              cancelLabel="Stay"
              pending={busy}
              tone="danger"
              onConfirm={() => onChange({ action: 'leave' }, () => setConfirming(null))}
              onCancel={() => setConfirming(null)}
            >
              {leader ? 'The lead passes to your longest-serving officer. ' : ''}
              You must wait before joining another guild, and your raid attacks today stay spent.
            </InlineConfirm>
          )}
          {confirming === 'disband' && (
            <InlineConfirm
              icon={<IconExitDoor />}
              question={`Disband ${guild.name} for good?`}
              confirmLabel="Disband"
              cancelLabel="Keep the guild"
              pending={busy}
              tone="danger"
              onConfirm={() => onChange({ action: 'disband' }, () => setConfirming(null))}
              onCancel={() => setConfirming(null)}
            >
              Every member is let go, the chat and this week’s raid are lost, and the founding gold
              is not returned.
            </InlineConfirm>
          )}
        </section>
      </div>
    </Panel>
  );
}
