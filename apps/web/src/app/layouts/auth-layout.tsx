import { Suspense, type ReactNode } from 'react';
import { CssIcon } from '@/components/ui/css-icon';
import { Loading } from '@/components/ui/loading';
import styles from './auth-layout.module.css';

/** Logged-out chrome: the development banner (spec §1) over a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.banner} role="note">
        <CssIcon name="hazard-sign" className={styles.bannerIcon} />
        <p>
          <strong>Early access:</strong> the database is reset often during development. Heroes and
          loot may vanish without warning.
        </p>
      </div>
      {/* The glow (a filter) sits on a wrapper: the icon's mask would clip it. */}
      <div className={styles.backdrop} aria-hidden="true">
        <CssIcon name="horned-skull" className={styles.backdropIcon} />
      </div>
      <main id="main" className={styles.main}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
      <p className={styles.tagline}>Hunt the demons. Forge your legend.</p>
    </div>
  );
}
