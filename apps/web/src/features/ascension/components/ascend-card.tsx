import { useId } from 'react';
import IconAngelWings from '~icons/game-icons/angel-wings';
import { ASCENSION, ascensionBonus } from '@demonbane/game/ascension';
import { ButtonLink } from '@/components/ui/button';
import { bonusText, ordinal } from '../utils/ascension-preview';
import styles from './ascend-card.module.css';

/** Home's call to ascend, for a hero with a job at level 50; nothing otherwise. */
export function AscendCard({
  jobName,
  level,
  ascensions,
}: {
  jobName: string | null;
  level: number | null;
  ascensions: number;
}) {
  const titleId = useId();
  if (jobName === null || (level ?? 0) < ASCENSION.level) return null;
  const next = ascensionBonus(ascensions + 1);
  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <div className={styles.head}>
        <IconAngelWings className={styles.icon} aria-hidden="true" />
        <h2 id={titleId} className={styles.title}>
          You may ascend
        </h2>
      </div>
      <p className={styles.text}>
        {`Begin again at level 1 and choose a new path, keeping your pack. Your ${ordinal(ascensions + 1)} ascension raises HP, ATK and DEF by ${bonusText(next.stats)} for good.`}
      </p>
      <ButtonLink to="/ascend" variant="ember" className={styles.action}>
        <IconAngelWings aria-hidden="true" />
        See the ascension
      </ButtonLink>
    </section>
  );
}
