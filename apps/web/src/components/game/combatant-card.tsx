import type { ReactNode } from 'react';
import IconHearts from '~icons/game-icons/hearts';
import { StatBar } from '@/components/ui/stat-bar';
import { formatNumber } from '@/lib/format-number';
import { LevelBadge } from './level-badge';
import { CombatStats } from './stat-tiles';
import styles from './combatant-card.module.css';

export interface CombatantCardProps {
  side: 'hero' | 'monster';
  /** Names the card's region, e.g. "Hero" or "Monster". */
  label: string;
  name: string;
  /** A line under the name: the job, or the monster's kind. */
  title: string;
  level: number | null;
  hp: number;
  maxHp: number;
  atk: number;
  def: number;
  spd: number;
  portrait: ReactNode;
}

/** One side of the fight: portrait, name, level, HP gauge and ATK/DEF/SPD. */
export function CombatantCard(props: CombatantCardProps) {
  const { side, label, name, title, level, hp, maxHp, portrait } = props;
  const fallen = hp <= 0;
  return (
    <section className={`${styles.card} ${styles[side]}`} aria-label={label} data-fallen={fallen}>
      <div className={styles.identity}>
        <div className={styles.portrait}>{portrait}</div>
        <div className={styles.nameplate}>
          <p className={styles.eyebrow}>{label}</p>
          <h2 className={styles.name}>{name}</h2>
          <p className={styles.title}>
            <span>{title}</span>
            {level !== null && <LevelBadge level={level} className={styles.level} />}
          </p>
        </div>
      </div>
      <StatBar
        tone="hp"
        label="HP"
        icon={<IconHearts />}
        current={hp}
        max={maxHp}
        valueText={`${formatNumber(Math.max(0, hp))} / ${formatNumber(maxHp)}`}
      />
      <CombatStats
        atk={props.atk}
        def={props.def}
        spd={props.spd}
        size="md"
        tone={side === 'hero' ? 'hero' : 'demon'}
      />
    </section>
  );
}
