import type { HuntBoss } from '@demonbane/shared/hunt-schemas';
import IconCheckMark from '~icons/game-icons/check-mark';
import IconCrownedSkull from '~icons/game-icons/crowned-skull';
import IconTwoCoins from '~icons/game-icons/two-coins';
import { bountyText } from '../utils/floor-info';
import styles from './boss-bounties.module.css';

export interface BossBountiesProps {
  bosses: readonly HuntBoss[];
  /** The highest open floor: a boss above it is shown, but not open yet. */
  topOpen: number;
}

/** Each boss floor in reach and whether its first-clear bounty is still to be claimed. */
export function BossBounties({ bosses, topOpen }: BossBountiesProps) {
  return (
    <>
      <p className={styles.lede}>
        A boss pays triple rewards the first time you clear its floor; after that, it pays as an
        ordinary floor.
      </p>
      {/* The tower has no top: past a few dozen bosses the list scrolls in its own box. */}
      <ul className={styles.list} aria-label="Boss floors" tabIndex={0}>
        {bosses.map((boss) => (
          <li
            key={boss.floor}
            className={`${styles.boss} ${boss.claimed ? styles.claimed : ''}`}
            aria-label={`Floor ${boss.floor}: ${boss.monster_name}`}
          >
            <IconCrownedSkull className={styles.crown} aria-hidden="true" />
            <div className={styles.who}>
              <p className={styles.floor}>
                Floor {boss.floor}
                {boss.floor > topOpen && <span className={styles.locked}> · not open yet</span>}
              </p>
              <p className={styles.name}>
                {boss.monster_name}{' '}
                <span className={styles.level}>
                  <abbr title="Level">Lv</abbr> {boss.monster_level}
                </span>
              </p>
            </div>
            <p className={styles.status}>
              {boss.claimed ? (
                <IconCheckMark aria-hidden="true" />
              ) : (
                <IconTwoCoins aria-hidden="true" />
              )}
              {bountyText(boss.floor, boss.claimed)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
