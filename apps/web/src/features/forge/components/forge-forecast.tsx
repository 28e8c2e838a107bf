import { FORGE_SLOTS, planForge } from '@demonbane/game/forge';
import { RARITIES } from '@demonbane/game/rarity';
import { RarityText } from '@/components/game/rarity-text';
import { typesText } from '../utils/forge-labels';
import styles from './forge-forecast.module.css';

export interface ForgeForecastProps {
  /** The materials on the anvil (or in the fire). */
  materialIds: readonly string[];
}

/** What the chosen materials will make, read from the game's own recipe (planForge). */
export function ForgeForecast({ materialIds }: ForgeForecastProps) {
  const missing = FORGE_SLOTS - materialIds.length;
  if (missing > 0) {
    return (
      <p className={styles.waiting}>
        Place {missing} more material{missing === 1 ? '' : 's'} on the anvil to read the fire.
      </p>
    );
  }
  const plan = planForge(materialIds);
  if (!plan.ok) {
    return <p className={styles.waiting}>These materials cannot be forged.</p>;
  }
  return (
    <div className={styles.forecast}>
      <dl className={styles.facts}>
        <div>
          <dt>Makes</dt>
          <dd>
            {typesText(plan.types)}
            {plan.types.length > 1 && <span className={styles.note}> (even chance)</span>}
          </dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{plan.level}</dd>
        </div>
        <div>
          <dt>Star Metal</dt>
          <dd>{plan.starMetal}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{plan.minutes} min</dd>
        </div>
      </dl>
      <ul className={styles.odds} aria-label="Rarity odds">
        {RARITIES.map((rarity) => {
          const percent = plan.odds[rarity];
          return (
            <li key={rarity} className={styles.row} data-rarity={rarity.toLowerCase()}>
              <RarityText rarity={rarity}>{rarity}</RarityText>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.percent}>{percent}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
