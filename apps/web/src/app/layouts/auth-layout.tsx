import type { ReactNode } from 'react';
import IconHornedSkull from '~icons/game-icons/horned-skull';
import IconWarning from '~icons/game-icons/hazard-sign';
import styles from './auth-layout.module.css';

/** Logged-out chrome: the development banner (spec §1) over a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.banner} role="note">
        <IconWarning aria-hidden="true" />
        <p>
          <strong>Early access:</strong> the database is reset often during development. Heroes and
          loot may vanish without warning.
        </p>
      </div>
      <IconHornedSkull className={styles.backdrop} aria-hidden="true" />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <p className={styles.tagline}>Hunt the demons. Forge your legend.</p>
    </div>
  );
}
