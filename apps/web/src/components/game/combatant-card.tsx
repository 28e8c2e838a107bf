import type { ReactNode } from 'react';
import { HpBar } from '@/components/game/vital-bars';
import IconBroadsword from '~icons/game-icons/broadsword';
import IconShield from '~icons/game-icons/shield';
import IconSprint from '~icons/game-icons/sprint';
import { formatNumber } from '@/lib/format-number';
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
  const stats = [
    { key: 'ATK', label: 'Attack', value: props.atk, Icon: IconBroadsword },
    { key: 'DEF', label: 'Defence', value: props.def, Icon: IconShield },
    { key: 'SPD', label: 'Speed', value: props.spd, Icon: IconSprint },
  ];
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
            {level !== null && (
              <span className={styles.level}>
                <abbr title="Level">Lv</abbr> <strong>{level}</strong>
              </span>
            )}
          </p>
        </div>
      </div>
      <HpBar hp={hp} maxHp={maxHp} />
      <dl className={styles.stats}>
        {stats.map(({ key, label: statLabel, value, Icon }) => (
          <div key={key} className={styles.stat}>
            <dt>
              <Icon className={styles.statIcon} aria-hidden="true" />
              <abbr title={statLabel}>{key}</abbr>
            </dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
