import type { CSSProperties, ReactNode } from 'react';
import { RARITIES } from '@demonbane/game/rarity';
import IconOpenChest from '~icons/game-icons/open-treasure-chest';
import IconSunbeams from '~icons/game-icons/sunbeams';
import { ButtonLink } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { useDraw } from '../hooks/use-draw';
import { useTurnedCount } from '../hooks/use-turned-count';
import { DRAW_AGAIN_ERRORS } from '../utils/draw-error';
import type { GachaResultState } from '../utils/draw-state';
import { bestRarity, rarityColour } from '../utils/rarity-colour';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { DrawButtons } from './draw-buttons';
import { DrawnPiece } from './drawn-piece';
import { PityMeter } from './pity-meter';
import styles from './result-screen.module.css';

const LEFT_LABELS = { gold: 'Gold left', soul: 'Souls left' } as const;

/** How many pieces of each rarity the draw gave, best first ('Nothing' last). */
function tally(items: GachaResultState['result']['items']): { key: string; count: number }[] {
  const keys = [...[...RARITIES].reverse(), null];
  return keys
    .map((key) => ({
      key: key ?? 'Nothing',
      count: items.filter((i) => i.rarity === key).length,
    }))
    .filter((t) => t.count > 0);
}

export interface GachaResultScreenProps {
  userId: string;
  state: GachaResultState;
  /** The draw's seeds and its Verify link, passed in by the app layer. */
  fairness?: ReactNode;
}

/** /gacha/result: the box opens, the pieces come out one by one, then Draw again. */
export function GachaResultScreen({ userId, state, fairness }: GachaResultScreenProps) {
  const { box, amount, result } = state;
  const { pending, error, draw } = useDraw(userId, DRAW_AGAIN_ERRORS, { replace: true });
  // The summary and the glow tell only what the cards have shown so far.
  const turned = result.items.slice(0, useTurnedCount(result, result.items.length));
  const best = bestRarity(turned.map((i) => i.rarity));
  const glow = rarityColour(best);

  return (
    <div className={styles.screen}>
      <section
        className={`${styles.stage} ${styles[glow.tone]}`}
        style={{ '--glow': glow.css } as CSSProperties}
        aria-labelledby="gacha-result-title"
      >
        <div className={styles.burst} aria-hidden="true">
          <IconSunbeams className={styles.rays} />
          <IconOpenChest className={styles.chest} />
        </div>
        <p className={styles.eyebrow}>
          Draw result · x{amount}
          {best && (
            <>
              {' · best '}
              <span className={styles.best}>{best}</span>
            </>
          )}
        </p>
        <h1 id="gacha-result-title" className={styles.title}>
          {box.box}
        </h1>
        <p className={styles.lede}>{result.message}</p>
        <ul className={styles.tally} aria-label="Draw summary">
          {tally(turned).map(({ key, count }) => (
            <li
              key={key}
              style={
                { '--glow': rarityColour(key === 'Nothing' ? null : key).css } as CSSProperties
              }
            >
              {count} × {key}
            </li>
          ))}
        </ul>
      </section>

      <ul
        className={`${styles.pieces} ${result.items.length === 1 ? styles.single : ''}`}
        aria-label="Drawn pieces"
      >
        {result.items.map((item, i) => (
          <li key={i}>
            <DrawnPiece item={item} order={i} />
          </li>
        ))}
      </ul>

      {fairness}

      <section className={styles.after} aria-labelledby="draw-again-title">
        <div className={styles.purse}>
          <p className={styles.left}>
            <span className={styles.leftLabel}>{LEFT_LABELS[result.currency]}</span>
            <CurrencyAmount amount={result.currencyRemaining} currency={result.currency} />
          </p>
          <PityMeter sinceEpic={result.pity.since_epic} threshold={result.pity.threshold} />
        </div>
        <div className={styles.again}>
          <h2 id="draw-again-title" className={styles.againTitle}>
            Draw again
          </h2>
          <DrawButtons box={box} verb="Draw again" pending={pending} onDraw={draw} />
          {error && <Alert tone="error">{error.text}</Alert>}
          <ButtonLink to="/gacha" variant="secondary" block>
            Back to the boxes
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
