import type { ReactNode } from 'react';
import { LevelBadge } from './level-badge';
import { CombatStats } from './stat-tiles';
import { HpBar } from './vital-bars';
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
  /** A gauge under the HP bar: the hero's rage or mana. */
  gauge?: ReactNode;
}

/** One side of the fight: portrait, name, level, HP gauge (and rage or mana) and ATK/DEF/SPD. */
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
      <HpBar hp={hp} max={maxHp} />
      {props.gauge}
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
