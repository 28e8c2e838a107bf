import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import IconMagnifyingGlass from '~icons/game-icons/magnifying-glass';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { loadError } from '@/lib/error-message';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';
import { BOXES_LOAD_ERROR, boxesQueryOptions } from '../api/get-boxes';
import { historyQueryOptions, HISTORY_LOAD_ERROR } from '../api/get-history';
import { useDraw } from '../hooks/use-draw';
import { DRAW_ERRORS } from '../utils/draw-error';
import { BoxCard } from './box-card';
import { DrawHistory } from './draw-history';
import { GachaHeader } from './gacha-header';
import styles from './gacha-screen.module.css';

export interface GachaScreenProps {
  userId: string;
  /** The provably fair panel, passed in by the app layer so features stay apart. */
  fairness?: ReactNode;
}

/** /gacha: every box with its odds, prices and the hero's pity; a draw opens /gacha/result. */
export function GachaScreen({ userId, fairness }: GachaScreenProps) {
  const { gold, soul } = useAppSelector(selectSession);
  const boxes = useQuery(boxesQueryOptions());
  const history = useQuery(historyQueryOptions(userId));
  const boxesError = loadError(boxes.error, BOXES_LOAD_ERROR);
  const { pending, error, draw } = useDraw(userId, DRAW_ERRORS);

  const sinceEpic = (index: number): number | null =>
    history.data?.pity.find((p) => p.index === index)?.since_epic ?? null;

  return (
    <div className={styles.screen}>
      <GachaHeader
        title="Gacha"
        lede="Boxes pried from the breach. Pay the toll, break the seal, keep what the dark gives back."
        gold={gold}
        soul={soul}
      />
      {boxesError && <Alert tone="error">{boxesError}</Alert>}
      {boxes.isPending && <Loading />}
      {boxes.data && (
        <section aria-label="Gacha boxes">
          <ul className={styles.grid}>
            {boxes.data.map((box) => (
              <li key={box.index}>
                <BoxCard
                  box={box}
                  sinceEpic={sinceEpic(box.index)}
                  pending={pending}
                  error={error?.box === box.index ? error.text : null}
                  onDraw={draw}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {fairness}
      <DrawHistory
        history={history.data?.history ?? null}
        error={loadError(history.error, HISTORY_LOAD_ERROR)}
      />
      <p className={styles.audit}>
        <IconMagnifyingGlass aria-hidden="true" />
        <span>
          Every plain roll is recorded and tested against these tables.{' '}
          <Link to="/gacha/audit">See the odds audit</Link>.
        </span>
      </p>
    </div>
  );
}
