import type { ComponentType, ReactNode, SVGProps } from 'react';
import IconBroadsword from '~icons/game-icons/broadsword';
import IconShield from '~icons/game-icons/shield';
import IconSprint from '~icons/game-icons/sprint';
import { formatNumber } from '@/lib/format-number';
import styles from './stat-tiles.module.css';

export interface StatTile {
  /** The short name shown: 'ATK', 'Gold'. */
  key: string;
  /** The long name, for the hover title and screen readers ('Attack'), when the key is short. */
  label?: string;
  value: ReactNode;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  className?: string;
}

export interface StatTilesProps {
  tiles: readonly StatTile[];
  size?: 'md' | 'lg';
  /** Parchment for the hero, blood for a demon. */
  tone?: 'hero' | 'demon';
  className?: string;
}

/** Figures on tiles, each a term (its icon and name) and its value. */
export function StatTiles({ tiles, size = 'lg', tone = 'hero', className }: StatTilesProps) {
  const classes = [styles.tiles, styles[size], styles[tone], className].filter(Boolean);
  return (
    <dl className={classes.join(' ')}>
      {tiles.map(({ key, label, value, Icon, className: tileClass }) => (
        <div key={key} className={tileClass ? `${styles.tile} ${tileClass}` : styles.tile}>
          <dt className={styles.term}>
            <Icon className={styles.icon} aria-hidden="true" />
            {label ? <abbr title={label}>{key}</abbr> : key}
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CombatStatsProps extends Omit<StatTilesProps, 'tiles'> {
  atk: number;
  def: number;
  spd: number;
}

/** A fighter's ATK, DEF and SPD on tiles. */
export function CombatStats({ atk, def, spd, ...props }: CombatStatsProps) {
  const tiles = [
    { key: 'ATK', label: 'Attack', value: formatNumber(atk), Icon: IconBroadsword },
    { key: 'DEF', label: 'Defence', value: formatNumber(def), Icon: IconShield },
    { key: 'SPD', label: 'Speed', value: formatNumber(spd), Icon: IconSprint },
  ];
  return <StatTiles tiles={tiles} {...props} />;
}
