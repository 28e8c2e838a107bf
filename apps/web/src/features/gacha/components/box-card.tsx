import { useId } from 'react';
import type { GachaBoxView } from '@demonbane/shared/gacha-schemas';
import type { DrawAmount } from '@demonbane/game/gacha';
import IconCheckedShield from '~icons/game-icons/checked-shield';
import { Alert } from '@/components/ui/alert';
import type { PendingDraw } from '../hooks/use-draw';
import type { DrawBox } from '../utils/price';
import { BoxArt } from './box-art';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { DrawButtons } from './draw-buttons';
import { PityMeter } from './pity-meter';
import { RateList } from './rate-list';
import styles from './box-card.module.css';

export interface BoxCardProps {
  box: GachaBoxView;
  /** The hero's draws since the last Epic or better here; null while unknown. */
  sinceEpic: number | null;
  pending: PendingDraw | null;
  error: string | null;
  onDraw: (box: DrawBox, amount: DrawAmount) => void;
}

/** "Pieces of level 20–30", or of one level when the box holds a single tier. */
function levelBandText([min, max]: GachaBoxView['levels']): string {
  return min === max ? `Pieces of level ${min}` : `Pieces of level ${min}–${max}`;
}

/** One box: art, name, description, levels, odds, price, pity, the x11 guarantee and draw buttons. */
export function BoxCard({ box, sinceEpic, pending, error, onDraw }: BoxCardProps) {
  const nameId = useId();
  return (
    <article className={`${styles.card} ${styles[box.currencies]}`} aria-labelledby={nameId}>
      <BoxArt name={box.box} currency={box.currencies} />
      <div className={styles.body}>
        <header className={styles.head}>
          <h2 id={nameId} className={styles.name}>
            {box.box}
          </h2>
          <p className={styles.price}>
            <CurrencyAmount amount={box.price} currency={box.currencies} named />
            <span className={styles.per}>per draw</span>
          </p>
        </header>
        <p className={styles.description}>{box.description}</p>
        <p className={styles.levels}>{levelBandText(box.levels)}</p>
        <section className={styles.odds} aria-label={`Odds of ${box.box}`}>
          <h3 className={styles.subhead}>Odds</h3>
          <RateList rarity={box.rarity} label={`Published odds of ${box.box}`} />
        </section>
        <PityMeter sinceEpic={sinceEpic} threshold={box.pity} />
        <p className={styles.guarantee}>
          <IconCheckedShield aria-hidden="true" />
          {box.guarantee}
        </p>
        <div className={styles.actions}>
          <DrawButtons box={box} verb="Draw" pending={pending} onDraw={onDraw} />
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      </div>
    </article>
  );
}
