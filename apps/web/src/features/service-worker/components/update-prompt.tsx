import { useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './update-prompt.module.css';

export interface UpdatePromptProps {
  /** Starts the new version; the page reloads once it has taken over. */
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * "A new version is available — Reload": a small banner at the foot of the screen,
 * announced politely (role=status) and never taking the focus from the game.
 */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status" className={styles.prompt}>
      <p className={styles.text}>A new version is available</p>
      <div className={styles.actions}>
        <Button
          variant="ember"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          Reload
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Later
        </Button>
      </div>
    </div>
  );
}
