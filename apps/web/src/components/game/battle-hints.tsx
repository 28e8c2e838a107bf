import { useId, useState } from 'react';
import IconLightBulb from '~icons/game-icons/light-bulb';
import { browserStorage } from '@/stores/stored-state';
import styles from './battle-hints.module.css';

type HintId = 'skills' | 'potion' | 'auto';

const HINTS: { id: HintId; title: string; text: (resource: string) => string }[] = [
  {
    id: 'skills',
    title: 'Skills',
    text: (resource) =>
      `Keys 1–3 use your skills. Each costs ${resource.toLowerCase()} and then cools down; a dimmed one says why it waits.`,
  },
  {
    id: 'potion',
    title: 'Potions',
    text: () => 'Use Potion (P) heals you mid-fight without losing a round. Buy more in the Shop.',
  },
  {
    id: 'auto',
    title: 'Auto-battle',
    text: () =>
      'Auto-battle fights round after round until the fight ends or your HP falls below the share you pick.',
  },
];

function storageKey(userId: string): string {
  return `demonbane:battle-hints-closed:${userId}`;
}

function readClosed(userId: string): HintId[] {
  try {
    const stored: unknown = JSON.parse(browserStorage()?.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is HintId => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A new player's first fights: what skills, potions and auto-battle do, each closed
 * for good with its ×, remembered on this device for this player. They sit under the
 * battle bar, never over its buttons.
 */
export function BattleHints({ userId, resource }: { userId: string; resource: string }) {
  const [closed, setClosed] = useState(() => readClosed(userId));
  const baseId = useId();
  const open = HINTS.filter((hint) => !closed.includes(hint.id));
  if (open.length === 0) return null;

  function close(id: HintId) {
    const next = [...closed, id];
    setClosed(next);
    try {
      browserStorage()?.setItem(storageKey(userId), JSON.stringify(next));
    } catch {
      // Storage refused: the hint stays closed for this visit only.
    }
  }

  return (
    <aside className={styles.hints} aria-label="Tips for your first fights">
      {open.map((hint) => (
        <p key={hint.id} className={styles.hint}>
          <IconLightBulb className={styles.icon} aria-hidden="true" />
          <span id={`${baseId}-${hint.id}`} className={styles.text}>
            <strong>{hint.title}.</strong> {hint.text(resource)}
          </span>
          {/* Named apart from the bar's buttons (no "Auto-battle" in it), told by its tip. */}
          <button
            type="button"
            className={styles.close}
            onClick={() => close(hint.id)}
            aria-label="Close this tip"
            aria-describedby={`${baseId}-${hint.id}`}
          >
            ×
          </button>
        </p>
      ))}
    </aside>
  );
}
