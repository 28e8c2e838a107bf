import IconStairsGoal from '~icons/game-icons/stairs-goal';
import { MonsterPortrait } from '@/components/game/monster-portrait';
import { Button } from '@/components/ui/button';
import type { BossBounty, FloorInfo } from '../utils/floor-info';
import { BossFloorBadge } from './boss-floor-badge';
import { HuntScene } from './hunt-scene';
import styles from './floor-preview.module.css';

export interface FloorPreviewProps {
  info: FloorInfo;
  cleared: boolean;
  /** A boss pays its first-clear multiple only while its bounty is unclaimed. */
  bounty: BossBounty;
  pending: boolean;
  onStart: () => void;
}

/** What waits on the chosen floor: its scene, its monster and level, and Start Hunt. */
export function FloorPreview({ info, cleared, bounty, pending, onStart }: FloorPreviewProps) {
  return (
    <article className={styles.preview} aria-labelledby="floor-preview-title">
      <HuntScene
        background={info.background}
        boss={info.boss}
        variant="vignette"
        className={styles.scene}
      >
        <div className={styles.sceneBody}>
          <p className={styles.sceneName}>{info.sceneName}</p>
          <h3 id="floor-preview-title" className={styles.title}>
            Floor {info.floor}
          </h3>
          {info.boss && <BossFloorBadge className={styles.boss}>Boss floor</BossFloorBadge>}
        </div>
      </HuntScene>
      <div className={styles.body}>
        <div className={styles.foe}>
          <MonsterPortrait name={info.monsterName} />
          <div>
            <p className={styles.foeLabel}>{info.boss ? 'Guardian' : 'Lurking here'}</p>
            <p className={styles.foeName}>{info.monsterName}</p>
            <p className={styles.foeLevel}>
              <abbr title="Level">Lv</abbr> <strong>{info.level}</strong>
            </p>
            {info.marks && (
              <p className={styles.marks}>
                <span className={styles.marksLabel}>Marks of the Abyss:</span> {info.marks}
              </p>
            )}
          </div>
        </div>
        <p className={styles.note}>{floorNote(info, cleared, bounty)}</p>
        <Button
          variant="ember"
          block
          className={styles.start}
          onClick={onStart}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          <IconStairsGoal aria-hidden="true" />
          Start Hunt
        </Button>
      </div>
    </article>
  );
}

function floorNote(info: FloorInfo, cleared: boolean, bounty: BossBounty): string {
  if (info.boss) {
    return bounty === 'claimed'
      ? 'A boss two levels above the floor. Bounty claimed: it now pays as an ordinary floor.'
      : `A boss two levels above the floor. Its first fall pays ×${info.firstClearMultiplier} rewards: the bounty is unclaimed.`;
  }
  return cleared
    ? 'You have cleared this floor before. Its spoils are yours to take again.'
    : 'Uncharted. Clear it to climb the leaderboard.';
}
