import { useRef, useState } from 'react';
import IconShare from '~icons/game-icons/share';
import { Button } from '@/components/ui/button';
import styles from './share-link.module.css';

/**
 * Copies this page's address. Where the clipboard is refused (an old browser, an
 * insecure page), the address is shown selected instead, for the player to copy.
 */
export function ShareLink({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
      // After the render that shows the field; focusing it selects the address.
      window.setTimeout(() => field.current?.focus(), 0);
    }
  }

  return (
    <div className={styles.share}>
      <Button variant="secondary" onClick={() => void copy()}>
        <IconShare aria-hidden="true" />
        Copy link
      </Button>
      <p role="status" className={styles.status}>
        {state === 'copied' && 'Link copied. Anyone with it can watch this fight.'}
        {state === 'manual' && 'Copy the link below.'}
      </p>
      {state === 'manual' && (
        <input
          ref={field}
          className={styles.url}
          readOnly
          value={url}
          aria-label="Replay link"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
