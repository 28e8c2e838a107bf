import type { ArenaLogEntry } from '@demonbane/shared/arena-schemas';
import IconCrossedSabres from '~icons/game-icons/crossed-sabres';
import IconEye from '~icons/game-icons/eye-target';
import IconShieldReflect from '~icons/game-icons/shield-reflect';
import { ReplayLink } from '@/components/game/replay-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { formatWhen } from '@/lib/format-when';
import { signedChange } from '../utils/replay';
import styles from './fight-log.module.css';

export interface FightLogProps {
  log: readonly ArenaLogEntry[];
  /** A fight is under way or being watched: Watch waits. */
  busy: boolean;
  /** The fight being loaded to watch. */
  loading: string | null;
  error: string | null;
  onWatch: (entry: ArenaLogEntry) => void;
}

/** The hero's recent fights, the challenges made and those taken, each to watch again. */
export function FightLog({ log, busy, loading, error, onWatch }: FightLogProps) {
  return (
    <Panel tone="iron" title="Fight Log" icon={<IconCrossedSabres />}>
      {error && <Alert tone="error">{error}</Alert>}
      {log.length === 0 ? (
        <p className={styles.empty}>No fights yet. Challenge someone, or wait to be challenged.</p>
      ) : (
        <ul className={styles.list}>
          {log.map((entry) => {
            const attack = entry.role === 'attack';
            const Icon = attack ? IconCrossedSabres : IconShieldReflect;
            const who = attack
              ? `You challenged ${entry.opponent}`
              : `${entry.opponent} challenged you`;
            return (
              <li key={entry._id} className={styles.fight} data-result={entry.result}>
                <Icon className={styles.icon} aria-hidden="true" />
                <div className={styles.what}>
                  <p className={styles.who}>{who}</p>
                  <p className={styles.when}>
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                  </p>
                </div>
                <p className={styles.result}>
                  <span className={styles.verdict}>{entry.result === 'win' ? 'Win' : 'Loss'}</span>
                  <span className={styles.change}>{signedChange(entry.rating_change)}</span>
                </p>
                <Button
                  variant="secondary"
                  className={styles.watch}
                  onClick={() => onWatch(entry)}
                  disabled={busy}
                  aria-busy={loading === entry._id || undefined}
                >
                  <IconEye aria-hidden="true" />
                  Watch <span className="sr-only">{who}</span>
                </Button>
                {entry.replay_id && (
                  <ReplayLink replayId={entry.replay_id} of={who} className={styles.watch} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
