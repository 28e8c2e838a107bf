import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import IconCompass from '~icons/game-icons/compass';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import IconDaemonSkull from '~icons/game-icons/daemon-skull';
import IconTreasureMap from '~icons/game-icons/treasure-map';
import styles from './adventure-header.module.css';

export type Adventure = 'explore' | 'hunt';

interface AdventureLink {
  key: Adventure;
  to: string;
  label: string;
  tagline: string;
  Art: ComponentType<SVGProps<SVGSVGElement>>;
  Backdrop: ComponentType<SVGProps<SVGSVGElement>>;
}

const LINKS: readonly AdventureLink[] = [
  {
    key: 'hunt',
    to: '/hunt',
    label: 'Hunt',
    tagline: 'Descend floor by floor',
    Art: IconDaemonSkull,
    Backdrop: IconCrossedSwords,
  },
  {
    key: 'explore',
    to: '/explore',
    label: 'Explore',
    tagline: 'Walk the breach-lands',
    Art: IconTreasureMap,
    Backdrop: IconCompass,
  },
];

/**
 * Spec §2: explore, battle and hunt pages share a header with Hunt and Explore image
 * links. `active` marks the adventure the page belongs to.
 */
export function AdventureHeader({ active }: { active: Adventure }) {
  return (
    <nav aria-label="Adventures" className={styles.header}>
      <ul>
        {LINKS.map(({ key, to, label, tagline, Art, Backdrop }) => (
          <li key={key}>
            <Link
              to={to}
              className={`${styles.card} ${styles[key]}`}
              aria-current={key === active ? 'true' : undefined}
            >
              <Backdrop className={styles.backdrop} aria-hidden="true" />
              <span className={styles.art} aria-hidden="true">
                <Art className={styles.icon} />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{label}</span>
                <span className={styles.tagline}>{tagline}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An adventure screen: the shared header above the page's own content. */
export function AdventurePage({ active, children }: { active: Adventure; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <AdventureHeader active={active} />
      {children}
    </div>
  );
}
