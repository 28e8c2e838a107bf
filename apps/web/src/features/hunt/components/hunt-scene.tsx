import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { HuntBackground } from '@demonbane/game/hunt';
import IconCandleSkull from '~icons/game-icons/candle-skull';
import IconCandles from '~icons/game-icons/candles';
import IconCryptEntrance from '~icons/game-icons/crypt-entrance';
import IconDungeonGate from '~icons/game-icons/dungeon-gate';
import IconPentagramRose from '~icons/game-icons/pentagram-rose';
import IconStoneThrone from '~icons/game-icons/stone-throne';
import IconTorch from '~icons/game-icons/torch';
import IconVortex from '~icons/game-icons/vortex';
import styles from './hunt-scene.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The silhouette at the back of each scene, and the light at its sides. */
const ART: Record<HuntBackground, { Landmark: Icon; Prop: Icon }> = {
  'ashen-gate': { Landmark: IconDungeonGate, Prop: IconTorch },
  'cinder-nave': { Landmark: IconPentagramRose, Prop: IconCandles },
  'bone-crypt': { Landmark: IconCryptEntrance, Prop: IconCandleSkull },
  'abyss-throne': { Landmark: IconStoneThrone, Prop: IconVortex },
};

export interface HuntSceneProps {
  background: HuntBackground;
  /** A boss floor burns red behind its guardian. */
  boss?: boolean;
  /** 'stage' behind a fight, 'vignette' for a floor's preview. */
  variant?: 'stage' | 'vignette';
  className?: string;
  children?: ReactNode;
}

/**
 * A floor's scene, painted with gradients and game-icons silhouettes (no images):
 * the Ashen Gate, the Cinder Nave, the Bone Crypt or the Abyss Throne.
 */
export function HuntScene({
  background,
  boss = false,
  variant = 'stage',
  className,
  children,
}: HuntSceneProps) {
  const { Landmark, Prop } = ART[background];
  const classes = [
    styles.scene,
    styles[background],
    styles[variant],
    boss && styles.boss,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-scene={background}>
      <div className={styles.backdrop} aria-hidden="true">
        <span className={styles.sky} />
        <Landmark className={styles.landmark} />
        <Prop className={`${styles.prop} ${styles.left}`} />
        <Prop className={`${styles.prop} ${styles.right}`} />
        <span className={styles.ground} />
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
