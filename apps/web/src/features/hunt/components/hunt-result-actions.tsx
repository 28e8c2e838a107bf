import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { huntResultChoices, readResultFloor } from '../utils/result';
import { FloorActions } from './floor-actions';
import styles from './hunt-result-actions.module.css';

export interface HuntResultActionsProps {
  userId: string;
  outcome: 'win' | 'lose';
}

/** The hunt's buttons on /battle-result: Clear Floor and Next Floor, or Back to Hunt. */
export function HuntResultActions({ userId, outcome }: HuntResultActionsProps) {
  const floor = readResultFloor(useLocation().state);
  const back = huntResultChoices(outcome).find((choice) => choice.kind === 'back');
  if (!back) return <FloorActions userId={userId} floor={floor} />;
  return (
    <div className={styles.lose}>
      <p className={styles.note}>
        {floor !== null ? `Your climb ends on floor ${floor}. ` : ''}
        The tower remembers the highest floor you cleared.
      </p>
      <ButtonLink to={back.to} variant="primary" block>
        {back.label}
      </ButtonLink>
    </div>
  );
}
