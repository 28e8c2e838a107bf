import { useEffect } from 'react';
import type { DrawFairness as DrawFairnessView } from '@demonbane/shared/fairness-schemas';
import IconScales from '~icons/game-icons/scales';
import { ButtonLink } from '@/components/ui/button';
import { rememberDraw, revealedSeed } from '../utils/fair-memory';
import { rollVerifyLink, type FairTarget } from '../utils/verify-query';
import styles from './draw-fairness.module.css';

export interface DrawFairnessProps {
  fairness: DrawFairnessView;
  target: FairTarget;
}

/**
 * A draw's (or a forging's) seeds, compactly, with a link to check it. This browser
 * remembers a draw's, so that once a rotation reveals the seed the panel and the
 * verifier can fill it in.
 */
export function DrawFairness({ fairness, target }: DrawFairnessProps) {
  useEffect(() => {
    if (target.kind === 'draw')
      rememberDraw({ ...fairness, box: target.box, amount: target.amount });
  }, [fairness, target]);
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
        {target.kind === 'draw' && (
          <div>
            <dt className={styles.term}>Pity before</dt>
            <dd>{fairness.pity_before}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>
        Checking {target.kind === 'draw' ? 'a draw' : 'a forging'} needs its server seed, revealed
        when you rotate it in the Gacha’s “Provably fair” panel.
      </p>
      <ButtonLink
        to={rollVerifyLink(fairness, target, revealedSeed(hash))}
        variant="secondary"
        className={styles.verify}
      >
        Verify
      </ButtonLink>
    </section>
  );
}
