import { useEffect } from 'react';
import type { DrawFairness as DrawFairnessView } from '@demonbane/shared/fairness-schemas';
import IconScales from '~icons/game-icons/scales';
import { ButtonLink } from '@/components/ui/button';
import { rememberDraw, revealedSeed } from '../utils/fair-memory';
import { drawVerifyLink } from '../utils/verify-query';
import styles from './draw-fairness.module.css';

export interface DrawFairnessProps {
  fairness: DrawFairnessView;
  box: number;
  amount: number;
}

/**
 * A draw's seeds, compactly, with a link to check it. This browser remembers them, so
 * that once a rotation reveals the seed the panel and the verifier can fill it in.
 */
export function DrawFairness({ fairness, box, amount }: DrawFairnessProps) {
  useEffect(() => rememberDraw({ ...fairness, box, amount }), [fairness, box, amount]);
  const hash = fairness.server_seed_hash;
  return (
    <section className={styles.fairness} aria-label="Provably fair">
      <IconScales className={styles.icon} aria-hidden="true" />
      <dl className={styles.seeds}>
        <div>
          <dt className={styles.term}>Seed hash</dt>
          <dd title={hash}>
            <code>{hash.slice(0, 12)}…</code>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>Client seed</dt>
          <dd>
            <code>{fairness.client_seed}</code>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>Nonce</dt>
          <dd>{fairness.nonce}</dd>
        </div>
        <div>
          <dt className={styles.term}>Pity before</dt>
          <dd>{fairness.pity_before}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Checking a draw needs its server seed, revealed when you rotate it in the Gacha’s “Provably
        fair” panel.
      </p>
      <ButtonLink
        to={drawVerifyLink(fairness, box, amount, revealedSeed(hash))}
        variant="secondary"
        className={styles.verify}
      >
        Verify
      </ButtonLink>
    </section>
  );
}
