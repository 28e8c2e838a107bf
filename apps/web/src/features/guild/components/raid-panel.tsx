import { useId } from 'react';
import type { RaidAttackResponse, RaidView } from '@demonbane/shared/guild-schemas';
import IconDragonHead from '~icons/game-icons/dragon-head';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import { ReplayLink } from '@/components/game/replay-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { StatBar } from '@/components/ui/stat-bar';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import { formatNumber } from '@/lib/format-number';
import { formatWhen } from '@/lib/format-when';
import { raidAttackBlock, raidShares } from '../utils/raid-text';
import styles from './raid-panel.module.css';

/** Lines of the last attack's fight shown: its end is what a player reads. */
const LOG_LINES = 6;

export interface RaidPanelProps {
  raid: RaidView;
  heroLevel: number;
  userId: string;
  /** The hero's last attack this visit, with its fight. */
  lastAttack: RaidAttackResponse | null;
  attacking: boolean;
  error: string | null;
  onAttack: () => void;
  /** The week is over: the next raid is read. */
  onWeekEnd: () => void;
}

/**
 * The week's raid boss: its pool of HP shared by the guild, the hero's attacks left
 * today, the last attack's damage and fight, and who dealt how much.
 */
export function RaidPanel({
  raid,
  heroLevel,
  userId,
  lastAttack,
  attacking,
  error,
  onAttack,
  onWeekEnd,
}: RaidPanelProps) {
  const left = useSecondsUntil(raid.ends_at, onWeekEnd);
  const block = raidAttackBlock(raid, heroLevel);
  const shares = raidShares(raid);
  const reward = lastAttack?.reward;
  const blockId = useId();
  return (
    <Panel tone="iron" title={`Raid: ${raid.boss.name}`} icon={<IconDragonHead />}>
      <div className={styles.raid}>
        <p className={styles.meta}>
          <span>Boss level {formatNumber(raid.boss.level)}</span>
          <span>Raid level {formatNumber(raid.level)}</span>
          <span>
            {left !== null && left > 0
              ? `Week ends in ${durationText(left)}`
              : 'A new week is starting'}
          </span>
        </p>
        <p className={styles.description}>{raid.boss.description}</p>
        <StatBar
          label="Boss HP"
          icon={<IconDragonHead />}
          current={raid.hp}
          max={raid.max_hp}
          valueText={`${formatNumber(raid.hp)} / ${formatNumber(raid.max_hp)}`}
          tone="hp"
        />
        {raid.fell_at !== null && (
          <Alert tone="success" title={`${raid.boss.name} has fallen!`}>
            Brought down {formatWhen(raid.fell_at)}. Every member who dealt damage was paid.
            {reward &&
              ` You were paid ${formatNumber(reward.gold)} gold and ${formatNumber(reward.souls)} souls.`}
          </Alert>
        )}

        <div className={styles.attack}>
          <p className={styles.attacksLeft}>
            Attacks left today{' '}
            <strong>
              {formatNumber(raid.attacks_left)} / {formatNumber(raid.attacks_per_day)}
            </strong>
          </p>
          <Button
            variant="ember"
            onClick={onAttack}
            disabled={block !== null || attacking}
            aria-busy={attacking || undefined}
            aria-describedby={block ? blockId : undefined}
          >
            <IconCrossedSwords aria-hidden="true" />
            {attacking ? 'Attacking…' : 'Attack'}
          </Button>
          {block && (
            <p id={blockId} className={styles.block}>
              {block}
            </p>
          )}
        </div>
        {error && <Alert tone="error">{error}</Alert>}

        {lastAttack && (
          <section className={styles.last} aria-label="Your last attack">
            <p className={styles.damage}>
              Your attack dealt <strong>{formatNumber(lastAttack.damage)}</strong> damage in{' '}
              {formatNumber(lastAttack.rounds)} {lastAttack.rounds === 1 ? 'round' : 'rounds'}.
            </p>
            <ol className={styles.log}>
              {lastAttack.log.slice(-LOG_LINES).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
            <ReplayLink replayId={lastAttack.replay_id} className={styles.replay} />
          </section>
        )}

        <section className={styles.contributions} aria-labelledby="raid-contributions">
          <h3 id="raid-contributions" className={styles.subtitle}>
            Contributions
          </h3>
          {shares.length === 0 ? (
            <p className={styles.empty}>No one has struck the boss yet this week.</p>
          ) : (
            <ol className={styles.shares}>
              {shares.map((share) => (
                <li
                  key={share.userId}
                  className={styles.share}
                  data-own={share.userId === userId || undefined}
                >
                  <span className={styles.shareName}>
                    {share.name}
                    {share.userId === userId && <span className={styles.you}> (you)</span>}
                  </span>
                  <span className={styles.shareDamage}>{formatNumber(share.damage)}</span>
                  <span className={styles.sharePercent}>{share.percent}%</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </Panel>
  );
}
