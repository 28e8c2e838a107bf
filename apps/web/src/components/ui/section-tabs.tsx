import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import styles from './section-tabs.module.css';

export interface SectionTab {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export interface SectionTabsProps {
  /** What the tabs switch between, for screen readers ("Shops", "Bazaar"). */
  label: string;
  tabs: readonly SectionTab[];
  /** Lets a header widen the tabs to a full row at its own breakpoint. */
  className?: string;
}

/** Three tabs or more take a phone's whole row sooner, each its icon over its word. */
const MANY = 3;

/** The tabs under a section's heading (shops, smithy, gacha, bazaar); the current page is lit. */
export function SectionTabs({ label, tabs, className }: SectionTabsProps) {
  const classes = [styles.tabs, tabs.length >= MANY && styles.many, className]
    .filter(Boolean)
    .join(' ');
  return (
    <nav aria-label={label} className={classes}>
      <ul className={styles.list}>
        {tabs.map(({ to, label: text, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.tab}>
              <Icon aria-hidden="true" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
